// Query keys of the live event feature, under the shared 'live' root of lib/query-keys.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const liveKeys = {
  all: resourceKey('live'),
  event: (id: number) => resourceKey('live', 'event', id),
  chat: (id: number) => resourceKey('live', 'chat', id),
  broadcast: (id: number) => resourceKey('live', 'broadcast', id),
  viewers: (id: number) => resourceKey('live', 'viewers', id),
  /** The host's OBS stream key: only its host may read it. */
  streamKey: (viewerId: ViewerId, id: number) => viewerKey(viewerId, 'live', 'stream-key', id),
};
