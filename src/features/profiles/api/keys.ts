// Query keys of the profiles feature.
export const profileKeys = {
  all: ['profiles'] as const,
  detail: (id: string) => ['profiles', 'detail', id] as const,
  viewer: (id: string, viewerId: string | null) => ['profiles', 'viewer', id, viewerId] as const,
  posts: (id: string) => ['profiles', 'posts', id] as const,
  reels: (id: string) => ['profiles', 'reels', id] as const,
  courses: (userId: string) => ['profiles', 'my-courses', userId] as const,
  communities: (userId: string) => ['profiles', 'my-communities', userId] as const,
  saved: (userId: string) => ['profiles', 'saved', userId] as const,
};
