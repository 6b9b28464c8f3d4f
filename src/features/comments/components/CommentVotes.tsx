// Up/down votes on a comment: optimistic with rollback; visitors get the 'Inicia sesión' toast.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import { Button } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notifySignInRequired } from '@/lib/toast';
import { applyVote, nextVote, score, type VoteCounts, type VoteDirection } from '@/lib/votes';
import type { CommentRow } from '../api/types';
import { voteComment } from '../api/vote-comment';

export function CommentVotes({ comment, myVote }: { comment: CommentRow; myVote: VoteDirection }) {
  const { user } = useAuth();
  const [override, setOverride] = useState<VoteCounts | null>(null);
  const shown: VoteCounts = override ?? { upvotes: comment.upvotes, downvotes: comment.downvotes, myVote };
  const vote = useMutation({
    mutationFn: (next: VoteCounts) => voteComment(comment.id, next.myVote),
    meta: { errorTitle: 'Error al votar' },
    onMutate: (next) => {
      const before = override;
      setOverride(next);
      return { before };
    },
    onError: (_e, _n, ctx) => setOverride(ctx?.before ?? null),
    onSuccess: (counts) => setOverride(counts),
  });

  function click(direction: 'up' | 'down') {
    if (!user) return void notifySignInRequired('Necesitas iniciar sesión para votar.');
    if (!vote.isPending) vote.mutate(applyVote(shown, nextVote(shown.myVote, direction)));
  }

  return (
    <div className="flex items-center gap-0.5" data-testid="comment-votes">
      <Button variant="ghost" size="xs" icon className={shown.myVote === 'up' ? 'text-primary' : ''} aria-label="Votar comentario a favor" aria-pressed={shown.myVote === 'up'} onClick={() => click('up')}>
        <ArrowBigUp size={16} aria-hidden="true" fill={shown.myVote === 'up' ? 'currentColor' : 'none'} />
      </Button>
      <span className="min-w-5 text-center text-sm font-semibold tabular-nums" data-testid="comment-score">
        {score(shown)}
      </span>
      <Button variant="ghost" size="xs" icon className={shown.myVote === 'down' ? 'text-error' : ''} aria-label="Votar comentario en contra" aria-pressed={shown.myVote === 'down'} onClick={() => click('down')}>
        <ArrowBigDown size={16} aria-hidden="true" fill={shown.myVote === 'down' ? 'currentColor' : 'none'} />
      </Button>
    </div>
  );
}
