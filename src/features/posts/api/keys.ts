// Query keys of the posts feature, under the shared roots of lib/query-keys.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';

export const postKeys = {
  all: resourceKey('posts'),
  detail: (id: number) => resourceKey('posts', 'detail', id),
  byCommunity: (communityId: number) => resourceKey('posts', 'community', communityId),
  byAuthor: (authorId: string) => resourceKey('posts', 'author', authorId),
  commentPreview: (postId: number) => resourceKey('posts', 'comment-preview', postId),
  communityOptions: resourceKey('posts', 'community-options'),
  feed: (tab: string, viewerId: ViewerId) => viewerKey(viewerId, 'posts', 'feed', tab),
  saved: (viewerId: string) => viewerKey(viewerId, 'posts', 'saved'),
  viewer: (postId: number, viewerId: ViewerId) => viewerKey(viewerId, 'posts', 'state', postId),
  state: (postId: number, viewerId: ViewerId) => viewerKey(viewerId, 'posts', 'gone', postId),
};
