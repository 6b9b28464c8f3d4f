// Query keys of the comments feature.
export const commentKeys = {
  all: ['comments'] as const,
  byPost: (postId: number) => ['comments', 'post', postId] as const,
};
