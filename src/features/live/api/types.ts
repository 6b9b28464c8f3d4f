// Row shapes of the live event feature.
import type { Database } from '@/types/database';
import type { LiveStatus, Millis, StatusReport } from '../status';

type CommunityRow = Database['public']['Tables']['communities']['Row'];

export type LiveEventRow = Pick<
  CommunityRow,
  | 'id'
  | 'name'
  | 'description'
  | 'banner_url'
  | 'topics'
  | 'members_count'
  | 'live_date'
  | 'duration'
  | 'host_id'
  | 'host_name'
  | 'price'
  | 'slow_mode_seconds'
>;

/** The event's window on the server clock, and the server's word on its status when it was read. */
export interface LiveClock {
  startsAt: Millis;
  endsAt: Millis;
  /** Server clock minus local clock (ms). */
  offset: number;
  report: StatusReport;
}

export interface LiveEvent {
  event: LiveEventRow;
  clock: LiveClock;
}

/** A live chat message with its sender (as the 'chat' broadcast carries it). */
export interface LiveChatMessage {
  id: string;
  event_id: number;
  user_id: string;
  body: string;
  created_at: string;
  sender_name: string | null;
  sender_avatar: string | null;
  /** Hidden by a moderator: only its author and staff still read it (labelled 'Retirado por moderación'). */
  hidden_by_moderation?: boolean;
}

export type { LiveStatus };
