// Live chat moderation on the page: who may moderate, the 'chat_delete' and 'timeout' broadcasts of live:<event id>,
// the timeout choices and the notice a timed-out member reads (the database's own refusal text, with the minutes left).
import { live_chat_timed_out } from '@/lib/error-texts.gen';

/** The minutes a host or moderator can silence a member for. */
export const TIMEOUT_CHOICES = [5, 15, 60] as const;

/** The same rule as is_live_moderator(): the event's host or staff (the database decides anyway). */
export function canModerateChat(userId: string | null, hostId: string | null, staff: boolean): boolean {
  return !!userId && (staff || userId === hostId);
}

/** The id of a message a 'chat_delete' broadcast removes from this event's chat, or null. */
export function removedMessageId(payload: unknown, eventId: number): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  return typeof p.id === 'string' && Number(p.event_id) === eventId ? p.id : null;
}

export interface ChatTimeout {
  userId: string;
  /** Epoch ms the member may chat again; null when the timeout was lifted. */
  until: number | null;
}

/** A 'timeout' broadcast of this event: whom it silences and until when (null: lifted), or null when not one. */
export function timeoutFromPayload(payload: unknown, eventId: number): ChatTimeout | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.user_id !== 'string' || Number(p.event_id) !== eventId) return null;
  if (p.until === null) return { userId: p.user_id, until: null };
  const until = typeof p.until === 'string' ? Date.parse(p.until) : NaN;
  return Number.isFinite(until) ? { userId: p.user_id, until } : null;
}

/** The refusal the database gives a timed-out member ('Se te silenció… en 5 minutos.'), or null once it is over. */
export function timeoutNotice(until: number | null, now: number): string | null {
  if (until === null || until <= now) return null;
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  const words = [String(minutes), minutes === 1 ? 'minuto' : 'minutos'];
  return live_chat_timed_out.replace(/%s/g, () => words.shift() ?? '');
}
