// Comments feature: the nested, live comment thread of a post.
export { CommentsSection } from './components/CommentsSection';
export { commentsQuery } from './api/comments-query';
export type { CommentRow, CommentNode } from './api/types';
