// Query keys of the staff screens: all under the staff member's viewer root (what staff read depends on the role).
import { viewerKey, type ViewerId } from '@/lib/query-keys';

export const moderationKeys = {
  all: (viewerId: ViewerId) => viewerKey(viewerId, 'moderation'),
  queue: (viewerId: ViewerId) => viewerKey(viewerId, 'moderation', 'queue'),
  applications: (viewerId: ViewerId) => viewerKey(viewerId, 'moderation', 'applications'),
  log: (viewerId: ViewerId) => viewerKey(viewerId, 'moderation', 'log'),
};
