// vote_comment(comment_id, direction): applies the viewer's vote and answers the comment's counts and the vote.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { VoteCounts, VoteDirection } from '@/lib/votes';

export async function voteComment(commentId: number, direction: VoteDirection): Promise<VoteCounts> {
  const row = unwrap(await supabase.rpc('vote_comment', { comment_id: commentId, direction }))?.[0];
  if (!row) throw new Error('vote_comment answered no row');
  return { upvotes: row.upvotes ?? 0, downvotes: row.downvotes ?? 0, myVote: (row.my_vote ?? 'none') as VoteDirection };
}
