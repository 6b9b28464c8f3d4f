// vote_comment(comment_id, direction): the viewer's vote applied server-side; counts optimistic, rolled back on failure.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { optimisticLocal, type LocalValue } from '@/lib/local-optimism';
import type { VoteCounts, VoteDirection } from '@/lib/votes';

export function voteCommentMutation(commentId: number, shown: LocalValue<VoteCounts | null>) {
  return mutationOptions({
    mutationFn: async (next: VoteCounts): Promise<VoteCounts> => {
      const row = unwrap(await supabase.rpc('vote_comment', { comment_id: commentId, direction: next.myVote }))?.[0];
      if (!row) throw new Error('vote_comment answered no row');
      return { upvotes: row.upvotes ?? 0, downvotes: row.downvotes ?? 0, myVote: (row.my_vote ?? 'none') as VoteDirection };
    },
    meta: { errorTitle: 'Error al votar' },
    ...optimisticLocal(shown),
    onSuccess: (counts) => shown.set(counts),
  });
}
