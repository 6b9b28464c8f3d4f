// The host's on-air state as the page knows it (read with the event, then the 'air' broadcasts on live:<id>), what the
// video area shows from it and the clock status, and where its HLS playlists live.
import type { LiveStatus } from './status';

export type AirState = 'idle' | 'live' | 'lost' | 'ended';

export interface LiveBroadcast {
  event_id: number;
  state: AirState;
  /** Increases with every (re)connection of the host; a new take is a new live playlist. */
  take: number;
  /** Object path of the current take's live playlist in the `live` bucket. */
  playlist_path: string | null;
  /** Object path of the recording in the `live` bucket, or a site URL (seeded sample recordings). */
  recording_path: string | null;
  recording_seconds: number | null;
}

/** What the video area shows. */
export type VideoStage = 'countdown' | 'waiting' | 'on-air' | 'lost' | 'ended';

export function isAirState(value: unknown): value is AirState {
  return value === 'idle' || value === 'live' || value === 'lost' || value === 'ended';
}

/**
 * Before the window: the countdown (even when the host is already testing, up to 15 minutes early). In the window:
 * the stream while the host is on air, 'lost' while the host's signal is gone, 'waiting' until the host starts, and the
 * ended card once the host finished. After the window: the ended card.
 */
export function videoStage(status: LiveStatus, broadcast: LiveBroadcast | null): VideoStage {
  if (status === 'pending') return 'countdown';
  if (status === 'ended') return 'ended';
  switch (broadcast?.state) {
    case 'live':
      return broadcast.playlist_path ? 'on-air' : 'waiting';
    case 'lost':
      return 'lost';
    case 'ended':
      return 'ended';
    default:
      return 'waiting';
  }
}

/** A site URL (a seeded sample) as it is; an object path of the public `live` bucket as its public URL. */
export function liveMediaUrl(path: string, apiUrl: string): string {
  if (/^(?:\/|https?:\/\/)/i.test(path)) return path;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${apiUrl.replace(/\/+$/, '')}/storage/v1/object/public/live/${encoded}`;
}

function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** A live_broadcasts row or an 'air' broadcast's payload, or null when it is not one. */
export function broadcastFrom(value: unknown): LiveBroadcast | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const eventId = numberOrNull(v.event_id);
  const take = numberOrNull(v.take);
  if (eventId === null || take === null || !isAirState(v.state)) return null;
  return {
    event_id: eventId,
    state: v.state,
    take,
    playlist_path: textOrNull(v.playlist_path),
    recording_path: textOrNull(v.recording_path),
    recording_seconds: numberOrNull(v.recording_seconds),
  };
}

/** The newer of two states of one broadcast: a later take wins; within a take, the one that arrived last. */
export function newerBroadcast(current: LiveBroadcast | null, next: LiveBroadcast): LiveBroadcast {
  return current && current.take > next.take ? current : next;
}

/** A host may go live from this long before the start (viewers keep the countdown until the start). */
export const EARLY_START_MS = 15 * 60_000;

/** Whether the host may broadcast at `now` (server clock): too early, open, or over. */
export function broadcastWindow(startsAt: number, endsAt: number, now: number): 'early' | 'open' | 'over' {
  if (now < startsAt - EARLY_START_MS) return 'early';
  return now < endsAt ? 'open' : 'over';
}
