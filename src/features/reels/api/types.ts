// A reel of the feed with its author and whether the viewer likes it.
export interface ReelAuthor {
  id: string;
  name: string;
  avatar_url: string | null;
  is_verified: boolean;
}

export interface Reel {
  id: number;
  user_id: string;
  video_url: string;
  poster_url: string | null;
  description: string;
  music_title: string | null;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  created_at: string;
  liked_by_me: boolean;
  /** Hidden by a moderator: only its author and staff still get it (labelled 'Retirado por moderación'). */
  hidden_by_moderation?: boolean;
  author: ReelAuthor | null;
}

/** The counters that move while people watch (realtime updates patch these). */
export type ReelCounts = Pick<Reel, 'likes_count' | 'comments_count' | 'shares_count'>;

export const REEL_SELECT =
  'id, user_id, video_url, poster_url, description, music_title, likes_count, comments_count, shares_count, created_at, liked_by_me, hidden_by_moderation, author:profiles!reels_user_id_fkey(id, name, avatar_url, is_verified)';

/** How many reels the feed reads at once (newest first). */
export const FEED_SIZE = 50;
