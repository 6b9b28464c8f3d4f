// Vote column: up, score, down; optimistic with rollback; visitors get the 'Inicia sesión' toast.
import { useQuery } from '@tanstack/react-query';
import { VoteButtons } from '@/components/votes/VoteButtons';
import { useAuth } from '@/lib/auth';
import { useVote } from '@/lib/use-vote';
import { postViewerQuery } from '../api/post-viewer-query';
import { votePostMutation } from '../api/vote-post-mutation';
import type { PostCardData } from '../api/types';

export function PostVotes({ post, layout = 'column' }: { post: PostCardData; layout?: 'column' | 'row' }) {
  const userId = useAuth().user?.id ?? null;
  const viewer = useQuery(postViewerQuery(post.id, userId));
  // Until the viewer votes, the counts come from the post and the vote from the viewer query.
  const base = { upvotes: post.upvotes, downvotes: post.downvotes, myVote: viewer.data?.myVote ?? 'none' } as const;
  const { shown, onVote } = useVote(base, (local) => votePostMutation(post.id, userId, local));
  return <VoteButtons kind="post" counts={shown} onVote={onVote} layout={layout} />;
}
