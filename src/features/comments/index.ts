// Comments feature: the nested, live comment thread of a post or a reel.
export { CommentsSection } from './components/CommentsSection';
export { commentsQuery } from './api/comments-query';
export { threadCommentsQuery } from './api/thread-comments-query';
export { postThread, reelThread, type CommentThread } from './api/thread';
export type { CommentRow, CommentNode } from './api/types';
