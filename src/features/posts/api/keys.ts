// Query keys of the posts feature.
export const postKeys = {
  all: ['posts'] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
  byCommunity: (communityId: number) => ['posts', 'community', communityId] as const,
  byAuthor: (authorId: string) => ['posts', 'author', authorId] as const,
  saved: (userId: string) => ['posts', 'saved', userId] as const,
  feed: (tab: string, userId: string | null) => ['posts', 'feed', tab, userId] as const,
  viewer: (postId: number, userId: string | null) => ['posts', 'viewer', postId, userId] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
  communityOptions: ['posts', 'community-options'] as const,
};
