// A module's leaderboard: each member's best score, first to reach it ranked higher (quiz_leaderboard).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { assistantKeys } from './keys';
import type { LeaderboardRow } from './types';

export function leaderboardQuery(moduleId: number) {
  return queryOptions({
    queryKey: assistantKeys.leaderboard(moduleId),
    queryFn: async (): Promise<LeaderboardRow[]> => {
      const list = unwrap(await supabase.rpc('quiz_leaderboard', { module_id: moduleId, max_rows: 10 })) ?? [];
      return list.map((r) => ({
        rank: r.rank ?? 0,
        user_id: r.user_id ?? '',
        name: r.name ?? 'Usuario',
        avatar_url: r.avatar_url,
        best_score: r.best_score ?? 0,
        total: r.total ?? 0,
      }));
    },
  });
}
