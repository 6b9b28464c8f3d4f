// Query keys of the profiles feature, under the shared roots of lib/query-keys.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const profileKeys = {
  all: resourceKey('profiles'),
  detail: (id: string) => resourceKey('profiles', 'detail', id),
  reels: (id: string) => resourceKey('profiles', 'reels', id),
  viewer: (id: string, viewerId: ViewerId) => viewerKey(viewerId, 'profiles', 'state', id),
  /** The member's own lists: keyed by what they list (courses, communities), so those features' changes reach them. */
  courses: (viewerId: string) => viewerKey(viewerId, 'courses', 'enrolled'),
  communities: (viewerId: string) => viewerKey(viewerId, 'communities', 'joined'),
};
