// One vote control's state: counts shown (the server's, or the optimistic ones), the click rule and the sign-in prompt.
import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useMemberAction } from './auth';
import type { LocalValue } from './local-optimism';
import { applyVote, nextVote, type VoteCounts } from './votes';
import * as sqlText from '@/lib/error-texts.gen';

type VoteOptions = UseMutationOptions<VoteCounts, Error, VoteCounts, { before: VoteCounts | null }>;

/**
 * `base`: the counts and vote as last read. `options(local)`: the feature's vote mutation, which sets `local` (the
 * shown counts) optimistically and restores it on failure. Returns what to show and what an arrow click does.
 */
export function useVote(base: VoteCounts, options: (local: LocalValue<VoteCounts | null>) => VoteOptions) {
  const [override, setOverride] = useState<VoteCounts | null>(null);
  const requireMember = useMemberAction();
  const vote = useMutation(options({ get: () => override, set: setOverride }));
  const shown = override ?? base;
  const onVote = (direction: 'up' | 'down') => {
    if (!requireMember(sqlText.not_authenticated__para_votar) || vote.isPending) return;
    vote.mutate(applyVote(shown, nextVote(shown.myVote, direction)));
  };
  return { shown, onVote };
}
