// The signed-in viewer's votes on a post's comments, by comment id (row-level security returns only their own).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { VoteDirection } from '@/lib/votes';
import { commentKeys } from './keys';

export function myCommentVotesQuery(postId: number, userId: string | null, commentIds: number[]) {
  return queryOptions({
    queryKey: [...commentKeys.byPost(postId), 'my-votes', userId, commentIds] as const,
    queryFn: async (): Promise<Record<number, VoteDirection>> => {
      if (!userId || commentIds.length === 0) return {};
      const rows = unwrap(await supabase.from('votes').select('comment_id, value').eq('user_id', userId).in('comment_id', commentIds)) ?? [];
      return Object.fromEntries(rows.map((r) => [r.comment_id, r.value === 1 ? 'up' : 'down'] as const));
    },
  });
}
