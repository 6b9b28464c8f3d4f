// A comment row with its author, and the nested shape the thread renders.
export interface CommentAuthor {
  id: string;
  name: string;
  avatar_url: string | null;
  is_verified: boolean;
  /** How the member's badges speak of them (profiles.badge_form). */
  badge_form: string;
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
  /** When the author last changed the text (null: never). */
  edited_at?: string | null;
  /** Set when the author deleted it while it had replies: shown as 'Comentario eliminado'. */
  deleted_at?: string | null;
  /** Hidden by a moderator: only its author and staff read it (shown 'Retirado por moderación'). */
  hidden_by_moderation?: boolean;
  author: CommentAuthor | null;
}

export interface CommentNode extends CommentRow {
  /** A stand-in for a comment the reader cannot see (they blocked its author, or a moderator hid it), kept so its replies stay in place. */
  hidden?: boolean;
  replies: CommentNode[];
}

export const COMMENT_SELECT =
  'id, post_id, parent_id, author_id, content, upvotes, downvotes, created_at, edited_at, deleted_at, hidden_by_moderation, author:profiles!comments_author_id_fkey(id, name, avatar_url, is_verified, badge_form)';

export const REEL_COMMENT_SELECT =
  'id, reel_id, parent_id, author_id, content, created_at, edited_at, deleted_at, hidden_by_moderation, author:profiles!comments_author_id_fkey(id, name, avatar_url, is_verified, badge_form)';
