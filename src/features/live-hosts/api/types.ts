// Row shapes of the live-hosts feature.
import type { Database } from '@/types/database';

type CommunityRow = Database['public']['Tables']['communities']['Row'];

export type LiveStatus = 'pending' | 'live' | 'ended';

/** A live event as the list shows it, with its status at the server clock (computed field current_live_status). */
export type LiveSession = Pick<
  CommunityRow,
  'id' | 'name' | 'description' | 'live_date' | 'duration' | 'host_id' | 'host_name' | 'price' | 'topics' | 'members_count'
> & { current_live_status: LiveStatus | null };

export type HostApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface HostApplication {
  id: number;
  status: HostApplicationStatus;
  submitted_at: string;
  /** When staff approved or rejected it, and the reason they gave (the applicant reads it). */
  decided_at?: string | null;
  decision_reason?: string | null;
}
