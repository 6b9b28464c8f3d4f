// A comment row with its author, and the nested shape the thread renders.
export interface CommentAuthor {
  id: string;
  name: string;
  avatar_url: string | null;
  is_verified: boolean;
}

export interface CommentRow {
  id: number;
  /** The post of a post comment (reel comments carry reel_id instead). */
  post_id?: number;
  reel_id?: number;
  parent_id: number | null;
  author_id: string;
  content: string;
  /** Votes exist on post comments only. */
  upvotes?: number;
  downvotes?: number;
  created_at: string;
  author: CommentAuthor | null;
}

export interface CommentNode extends CommentRow {
  replies: CommentNode[];
}

export const COMMENT_SELECT =
  'id, post_id, parent_id, author_id, content, upvotes, downvotes, created_at, author:profiles!comments_author_id_fkey(id, name, avatar_url, is_verified)';

export const REEL_COMMENT_SELECT =
  'id, reel_id, parent_id, author_id, content, created_at, author:profiles!reel_comments_author_id_fkey(id, name, avatar_url, is_verified)';
