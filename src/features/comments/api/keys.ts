// Query keys of the comments feature, under the shared roots of lib/query-keys.
import { resourceKey, viewerKey, type ViewerId } from '@/lib/query-keys';
import type { CommentThread } from './thread';

export const commentKeys = {
  all: resourceKey('comments'),
  byPost: (postId: number) => resourceKey('comments', 'post', postId),
  byThread: (thread: CommentThread) => resourceKey('comments', thread.kind, thread.id),
  myVotes: (postId: number, viewerId: ViewerId, commentIds: readonly number[]) => viewerKey(viewerId, 'comments', 'votes', postId, commentIds),
};
