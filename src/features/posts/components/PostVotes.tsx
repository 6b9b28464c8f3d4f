// Vote column: up, score, down; optimistic with rollback; visitors get the 'Inicia sesión' toast.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import { Button } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notifySignInRequired } from '@/lib/toast';
import { postKeys } from '../api/keys';
import { postViewerQuery } from '../api/post-viewer-query';
import { votePost } from '../api/vote-post';
import type { PostCardData, PostViewerState } from '../api/types';
import { applyVote, nextVote, score, type VoteCounts } from '@/lib/votes';

export function PostVotes({ post, layout = 'column' }: { post: PostCardData; layout?: 'column' | 'row' }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const viewer = useQuery(postViewerQuery(post.id, userId));
  // Set once the viewer votes; until then the counts come from the post and the vote from the viewer query.
  const [override, setOverride] = useState<VoteCounts | null>(null);
  const shown: VoteCounts = override ?? { upvotes: post.upvotes, downvotes: post.downvotes, myVote: viewer.data?.myVote ?? 'none' };

  const vote = useMutation({
    mutationFn: (next: VoteCounts) => votePost(post.id, next.myVote),
    meta: { errorTitle: 'Error al votar' },
    onMutate: (next) => {
      const before = override;
      setOverride(next);
      return { before };
    },
    onError: (_e, _next, ctx) => setOverride(ctx?.before ?? null),
    onSuccess: (counts) => {
      setOverride(counts);
      queryClient.setQueryData(postKeys.viewer(post.id, userId), (old: PostViewerState | undefined) =>
        old ? { ...old, myVote: counts.myVote } : old,
      );
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
  });

  function click(direction: 'up' | 'down') {
    if (!user) {
      notifySignInRequired('Necesitas iniciar sesión para votar.');
      return;
    }
    if (vote.isPending) return;
    vote.mutate(applyVote(shown, nextVote(shown.myVote, direction)));
  }

  const value = score(shown);
  return (
    <div className={`flex items-center gap-1 ${layout === 'column' ? 'flex-col' : 'flex-row'}`} data-testid="post-votes">
      <Button
        variant="ghost"
        size="sm"
        icon
        className={shown.myVote === 'up' ? 'text-primary' : ''}
        aria-label="Votar a favor"
        aria-pressed={shown.myVote === 'up'}
        onClick={() => click('up')}
      >
        <ArrowBigUp size={22} aria-hidden="true" fill={shown.myVote === 'up' ? 'currentColor' : 'none'} />
      </Button>
      <span className="min-w-8 text-center font-semibold tabular-nums" data-testid="post-score" aria-label={`Puntuación: ${value}`}>
        {value}
      </span>
      <Button
        variant="ghost"
        size="sm"
        icon
        className={shown.myVote === 'down' ? 'text-error' : ''}
        aria-label="Votar en contra"
        aria-pressed={shown.myVote === 'down'}
        onClick={() => click('down')}
      >
        <ArrowBigDown size={22} aria-hidden="true" fill={shown.myVote === 'down' ? 'currentColor' : 'none'} />
      </Button>
    </div>
  );
}
