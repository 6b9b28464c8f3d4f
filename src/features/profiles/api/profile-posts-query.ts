// A member's posts, newest first, as a compact list (title, community, counts).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { profileKeys } from './keys';

export interface ProfilePost {
  id: number;
  title: string;
  created_at: string;
  upvotes: number;
  downvotes: number;
  comments_count: number;
  community: { id: number; name: string } | null;
}

export function profilePostsQuery(profileId: string) {
  return queryOptions({
    queryKey: profileKeys.posts(profileId),
    queryFn: async (): Promise<ProfilePost[]> =>
      unwrap(
        await supabase
          .from('posts')
          .select('id, title, created_at, upvotes, downvotes, comments_count, community:communities!posts_community_id_fkey(id, name)')
          .eq('author_id', profileId)
          .order('created_at', { ascending: false })
          .overrideTypes<ProfilePost[], { merge: false }>(),
      ) ?? [],
  });
}
