// The signed-in viewer's vote, save and award on one post (row-level security returns only their own rows).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { postKeys } from './keys';
import { NO_VIEWER_STATE, type PostViewerState } from './types';

export function postViewerQuery(postId: number, userId: string | null) {
  return queryOptions({
    queryKey: postKeys.viewer(postId, userId),
    queryFn: async (): Promise<PostViewerState> => {
      if (!userId) return NO_VIEWER_STATE;
      const [vote, saved, award] = await Promise.all([
        supabase.from('votes').select('value').eq('post_id', postId).eq('user_id', userId).maybeSingle(),
        supabase.from('saved_posts').select('post_id').eq('post_id', postId).eq('user_id', userId).maybeSingle(),
        supabase.from('awards').select('id').eq('post_id', postId).eq('giver_id', userId).maybeSingle(),
      ]);
      const value = unwrap(vote)?.value;
      return {
        myVote: value === 1 ? 'up' : value === -1 ? 'down' : 'none',
        saved: unwrap(saved) !== null,
        awarded: unwrap(award) !== null,
      };
    },
  });
}
