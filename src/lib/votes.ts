// The spec's vote transitions (none/up/down) for posts and comments, applied to displayed counts for optimistic updates.
export type VoteDirection = 'up' | 'down' | 'none';

export interface VoteCounts {
  upvotes: number;
  downvotes: number;
  myVote: VoteDirection;
}

/** Clicking `clicked` ('up' or 'down'): the same arrow again clears the vote, the other arrow switches it. */
export function nextVote(current: VoteDirection, clicked: 'up' | 'down'): VoteDirection {
  return current === clicked ? 'none' : clicked;
}

/** Counts after the viewer's vote moves from `state.myVote` to `next`. */
export function applyVote(state: VoteCounts, next: VoteDirection): VoteCounts {
  let { upvotes, downvotes } = state;
  if (state.myVote === 'up') upvotes -= 1;
  if (state.myVote === 'down') downvotes -= 1;
  if (next === 'up') upvotes += 1;
  if (next === 'down') downvotes += 1;
  return { upvotes: Math.max(upvotes, 0), downvotes: Math.max(downvotes, 0), myVote: next };
}

export function score(counts: { upvotes: number; downvotes: number }): number {
  return counts.upvotes - counts.downvotes;
}
