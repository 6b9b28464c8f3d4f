// Query keys of the home feature.
export const homeKeys = {
  counters: ['home', 'counters'] as const,
  popularCommunities: ['home', 'popular-communities'] as const,
  topCourses: ['home', 'top-courses'] as const,
};
