// vote_post(post_id, direction): the viewer's vote applied server-side; counts optimistic in the card, rolled back on failure.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { optimisticLocal, type LocalValue } from '@/lib/local-optimism';
import { refreshResources, type ViewerId } from '@/lib/query-keys';
import type { VoteCounts, VoteDirection } from '@/lib/votes';
import { postKeys } from './keys';
import type { PostViewerState } from './types';

export function votePostMutation(postId: number, viewerId: ViewerId, shown: LocalValue<VoteCounts | null>) {
  return mutationOptions({
    mutationFn: async (next: VoteCounts): Promise<VoteCounts> => {
      const row = unwrap(await supabase.rpc('vote_post', { post_id: postId, direction: next.myVote }))?.[0];
      if (!row) throw new Error('vote_post answered no row');
      return { upvotes: row.upvotes ?? 0, downvotes: row.downvotes ?? 0, myVote: row.my_vote as VoteDirection };
    },
    meta: { errorTitle: 'Error al votar' },
    ...optimisticLocal(shown),
    onSuccess: (counts, _vars, _result, { client }) => {
      shown.set(counts);
      client.setQueryData(postKeys.viewer(postId, viewerId), (old: PostViewerState | undefined) => (old ? { ...old, myVote: counts.myVote } : old));
      // Lists holding this post show old counts: stale, refetched when shown again.
      void refreshResources(client, ['posts'], { viewerId, refetch: false });
    },
  });
}
