// Query keys of the live event feature, under the shared 'live' root of lib/query-keys.
import { resourceKey } from '@/lib/query-keys';

export const liveKeys = {
  all: resourceKey('live'),
  event: (id: number) => resourceKey('live', 'event', id),
  chat: (id: number) => resourceKey('live', 'chat', id),
};
