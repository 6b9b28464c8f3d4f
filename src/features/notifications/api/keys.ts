// Query keys of the notifications feature: all of them belong to one viewer (lib/query-keys).
import { viewerKey } from '@/lib/query-keys';

export const notificationKeys = {
  all: (viewerId: string) => viewerKey(viewerId, 'notifications'),
  list: (viewerId: string) => viewerKey(viewerId, 'notifications', 'list'),
  unread: (viewerId: string) => viewerKey(viewerId, 'notifications', 'unread'),
};
