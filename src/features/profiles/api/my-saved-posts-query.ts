// The member's saved posts as a compact list (fallback for the Guardados tab when no richer list is passed in).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { profileKeys } from './keys';
import type { ProfilePost } from './profile-posts-query';

export function mySavedPostsQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.saved(userId),
    queryFn: async (): Promise<ProfilePost[]> => {
      const rows =
        unwrap(
          await supabase
            .from('saved_posts')
            .select(
              'created_at, post:posts!saved_posts_post_id_fkey(id, title, created_at, upvotes, downvotes, comments_count, community:communities!posts_community_id_fkey(id, name))',
            )
            .eq('user_id', userId)
            .order('created_at', { ascending: false })
            .overrideTypes<{ post: ProfilePost | null }[], { merge: false }>(),
        ) ?? [];
      return rows.flatMap((r) => (r.post ? [r.post] : []));
    },
  });
}
