// Live status clock: the same rule as SQL live_status (pending → live → ended), the server-clock offset, which source
// decides the status (the live:<id> channel, or the clock when the channel is down), and when to look again.

export type LiveStatus = 'pending' | 'live' | 'ended';

/** Milliseconds since the epoch; every time here is on the server's clock unless a name says otherwise. */
export type Millis = number;

/** pending before the start, live until the end (exclusive), ended afterwards: SQL live_status. */
export function liveStatusAt(startsAt: Millis, endsAt: Millis, now: Millis): LiveStatus {
  if (now < startsAt) return 'pending';
  if (now < endsAt) return 'live';
  return 'ended';
}

/**
 * Server clock minus local clock, from a server timestamp read during a request that left at `sentAt` and came back
 * at `receivedAt` (local times): the server stamped it about halfway through the round trip.
 */
export function clockOffset(serverTime: Millis, sentAt: Millis, receivedAt: Millis): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/** A status the server stated at `at` (server time): the page's first read, or a 'status' broadcast. */
export interface StatusReport {
  status: LiveStatus;
  at: Millis;
}

/** The cron job announces transitions every 10 s; past this much later than a boundary, the clock is trusted instead. */
export const CHANNEL_GRACE_MS = 20_000;

export interface StatusInputs {
  startsAt: Millis;
  endsAt: Millis;
  /** Now on the server's clock (local clock + offset). */
  now: Millis;
  /** Whether the live:<id> channel is subscribed. */
  subscribed: boolean;
  /** The newest status the server stated, if any. */
  report: StatusReport | null;
}

/** The boundary (start or end) most recently passed at `now`, or null before the start. */
function lastBoundary(startsAt: Millis, endsAt: Millis, now: Millis): Millis | null {
  if (now >= endsAt) return endsAt;
  if (now >= startsAt) return startsAt;
  return null;
}

/**
 * The status to show. While the channel is subscribed the server's word wins: its latest report, kept until the job
 * announces the next transition (which it does within 10 s). The clock decides when the channel is down, when the
 * server has said nothing yet, and when a boundary passed more than CHANNEL_GRACE_MS ago without an announcement.
 */
export function resolveStatus({ startsAt, endsAt, now, subscribed, report }: StatusInputs): LiveStatus {
  const clock = liveStatusAt(startsAt, endsAt, now);
  if (!subscribed || !report) return clock;
  const boundary = lastBoundary(startsAt, endsAt, now);
  if (boundary === null || report.at >= boundary) return report.status;
  return now - boundary < CHANNEL_GRACE_MS ? report.status : clock;
}

/**
 * The next server time at which resolveStatus may answer differently without any new report: a boundary when the clock
 * decides, a boundary plus the grace when the channel does; null once nothing can change any more.
 */
export function nextStatusCheck({ startsAt, endsAt, now, subscribed, report }: StatusInputs): Millis | null {
  const candidates = [startsAt, endsAt];
  if (subscribed && report) candidates.push(startsAt + CHANNEL_GRACE_MS, endsAt + CHANNEL_GRACE_MS);
  const future = candidates.filter((t) => t > now);
  return future.length ? Math.min(...future) : null;
}

export const STATUS_LABELS: Record<LiveStatus, string> = {
  pending: 'Próximamente',
  live: 'En vivo',
  ended: 'Finalizado',
};

export function isLiveStatus(value: unknown): value is LiveStatus {
  return value === 'pending' || value === 'live' || value === 'ended';
}
