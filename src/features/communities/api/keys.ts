// Query keys of the communities feature, under the shared roots of lib/query-keys.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const communityKeys = {
  all: resourceKey('communities'),
  list: resourceKey('communities', 'list'),
  detail: (id: number) => resourceKey('communities', 'detail', id),
  courses: (id: number) => resourceKey('communities', 'courses', id),
  liveEvents: (id: number) => resourceKey('communities', 'live-events', id),
  topMembers: (id: number) => resourceKey('communities', 'top-members', id),
  membership: (id: number, viewerId: ViewerId) => viewerKey(viewerId, 'communities', 'membership', id),
  hostStatus: (viewerId: ViewerId) => viewerKey(viewerId, 'communities', 'host-status'),
};
