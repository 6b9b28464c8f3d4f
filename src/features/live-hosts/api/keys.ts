// Query keys of the live-hosts feature, under the shared roots of lib/query-keys ('live' resource, viewer root).
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const liveHostKeys = {
  sessions: resourceKey('live', 'sessions-list'),
  hostApplication: (viewerId: ViewerId) => viewerKey(viewerId, 'live', 'host-application'),
};
