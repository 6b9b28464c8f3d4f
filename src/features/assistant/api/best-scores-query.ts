// The member's best score per module (from their own attempts); empty for visitors.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { ViewerId } from '@/lib/query-keys';
import { assistantKeys } from './keys';
import type { BestScore } from './types';

export function bestScoresQuery(viewerId: ViewerId) {
  return queryOptions({
    queryKey: assistantKeys.bestScores(viewerId),
    queryFn: async (): Promise<Record<number, BestScore>> => {
      if (!viewerId) return {};
      const attempts = await rows(supabase.from('quiz_attempts').select('module_id, score, total').eq('user_id', viewerId));
      const best: Record<number, BestScore> = {};
      for (const a of attempts) {
        const seen = best[a.module_id];
        if (!seen || a.score > seen.score) best[a.module_id] = { score: a.score, total: a.total };
      }
      return best;
    },
  });
}
