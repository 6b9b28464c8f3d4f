// vote_post(post_id, direction): applies the viewer's vote server-side and answers the post's counts and the vote.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { VoteCounts } from '@/lib/votes';
import type { VoteDirection } from './types';

export async function votePost(postId: number, direction: VoteDirection): Promise<VoteCounts> {
  const rows = unwrap(await supabase.rpc('vote_post', { post_id: postId, direction }));
  const row = rows?.[0];
  if (!row) throw new Error('vote_post answered no row');
  return { upvotes: row.upvotes ?? 0, downvotes: row.downvotes ?? 0, myVote: row.my_vote as VoteDirection };
}
