// Query keys of the courses feature, under the shared roots of lib/query-keys.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const courseKeys = {
  all: resourceKey('courses'),
  list: resourceKey('courses', 'list'),
  detail: (id: number) => resourceKey('courses', 'detail', id),
  lessons: (id: number) => resourceKey('courses', 'lessons', id),
  community: (communityId: number) => resourceKey('courses', 'community', communityId),
  reviews: (id: number) => resourceKey('courses', 'reviews', id),
  distribution: (id: number) => resourceKey('courses', 'distribution', id),
  certificate: (code: string) => resourceKey('courses', 'certificate', code),
  record: (memberId: string) => resourceKey('courses', 'record', memberId),
  learning: (viewerId: ViewerId) => viewerKey(viewerId, 'courses', 'learning'),
  positions: (viewerId: ViewerId, courseId: number) => viewerKey(viewerId, 'courses', 'positions', courseId),
  myReview: (viewerId: ViewerId, courseId: number) => viewerKey(viewerId, 'courses', 'my-review', courseId),
};
