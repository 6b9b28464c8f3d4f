// Row shapes of the posts feature: a post with its author and community, the viewer's own state, comments.
import type { Database } from '@/types/database';
import type { VoteDirection } from '@/lib/votes';

export type PostRow = Database['public']['Tables']['posts']['Row'];

export interface PostAuthor {
  id: string;
  name: string;
  avatar_url: string | null;
  is_verified: boolean;
  /** How the member's badges speak of them (profiles.badge_form). */
  badge_form: string;
}

export interface PostCommunity {
  id: number;
  name: string;
}

/** A post as cards and the detail page show it: the posts row plus its author and community. */
export interface PostCardData extends PostRow {
  author: PostAuthor | null;
  community: PostCommunity | null;
  /** Comments the viewer can read (blocked members' left out): the count cards and the post show. */
  visible_comments: number;
}

export type { VoteDirection };

/** What the signed-in viewer did to a post (all false / 'none' for visitors). */
export interface PostViewerState {
  myVote: VoteDirection;
  saved: boolean;
  awarded: boolean;
}

export const NO_VIEWER_STATE: PostViewerState = { myVote: 'none', saved: false, awarded: false };

/** PostgREST select of a post with author and community (embedded through their foreign keys). */
export const POST_SELECT =
  '*, visible_comments:visible_comments_count, author:profiles!posts_author_id_fkey(id, name, avatar_url, is_verified, badge_form), community:communities!posts_community_id_fkey(id, name)';

/** The comment count to show: what the viewer can read, or the stored count where a read did not compute it. */
export function visibleComments(post: Pick<PostCardData, 'comments_count'> & { visible_comments?: number | null }): number {
  return post.visible_comments ?? post.comments_count;
}
