// Posts of one community, newest first, with author and community.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { postKeys } from './keys';
import { POST_SELECT, type PostCardData } from './types';

export function postsByCommunityQuery(communityId: number) {
  return queryOptions({
    queryKey: postKeys.byCommunity(communityId),
    queryFn: async (): Promise<PostCardData[]> =>
      unwrap(
        await supabase
          .from('posts')
          .select(POST_SELECT)
          .eq('community_id', communityId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .overrideTypes<PostCardData[], { merge: false }>(),
      ) ?? [],
  });
}
