// Up/down votes on a comment: optimistic with rollback; visitors get the 'Inicia sesión' toast.
import { VoteButtons } from '@/components/votes/VoteButtons';
import { useVote } from '@/lib/use-vote';
import type { VoteDirection } from '@/lib/votes';
import type { CommentRow } from '../api/types';
import { voteCommentMutation } from '../api/vote-comment-mutation';

export function CommentVotes({ comment, myVote }: { comment: CommentRow; myVote: VoteDirection }) {
  const { shown, onVote } = useVote({ upvotes: comment.upvotes ?? 0, downvotes: comment.downvotes ?? 0, myVote }, (local) => voteCommentMutation(comment.id, local));
  return <VoteButtons kind="comment" counts={shown} onVote={onVote} />;
}
