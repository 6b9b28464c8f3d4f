// Query keys of the home feature, under the shared roots of lib/query-keys.
import { resourceKey } from '@/lib/query-keys';

export const homeKeys = {
  counters: resourceKey('home', 'counters'),
  popularCommunities: resourceKey('home', 'popular-communities'),
  topCourses: resourceKey('home', 'top-courses'),
};
