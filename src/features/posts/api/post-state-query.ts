// Why /post/{id} reads no post: 'deleted' by its author, 'hidden' by a moderator (to all but its author and staff),
// 'blocked' (the viewer blocked its author), or null.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { ViewerId } from '@/lib/query-keys';
import { postKeys } from './keys';

export type PostState = 'deleted' | 'hidden' | 'blocked' | null;

export function postStateQuery(postId: number, viewerId: ViewerId) {
  return queryOptions({
    queryKey: postKeys.state(postId, viewerId),
    queryFn: async (): Promise<PostState> => {
      if (!Number.isSafeInteger(postId) || postId <= 0) return null;
      const state = unwrap(await supabase.rpc('post_state', { post_id: postId }));
      return state === 'deleted' || state === 'hidden' || state === 'blocked' ? state : null;
    },
  });
}
