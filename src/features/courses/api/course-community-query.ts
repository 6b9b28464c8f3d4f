// The course's community for the Comunidad tab: real member and post counts, last activity and its two latest posts.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { rows } from '@/lib/rows';
import { courseKeys } from './keys';
import type { CommunityPreview } from './types';

export function courseCommunityQuery(communityId: number) {
  return queryOptions({
    queryKey: courseKeys.community(communityId),
    queryFn: async (): Promise<CommunityPreview | null> => {
      const [community, posts] = await Promise.all([
        supabase.from('communities').select('id, name, members_count, posts_count').eq('id', communityId).maybeSingle(),
        rows(
          supabase
            .from('posts')
            .select('id, title, created_at, author:profiles!posts_author_id_fkey(name)')
            .eq('community_id', communityId)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .limit(2)
            .overrideTypes<CommunityPreview['posts'], { merge: false }>(),
        ),
      ]);
      const row = unwrap(community);
      return row ? { ...row, posts } : null;
    },
  });
}
