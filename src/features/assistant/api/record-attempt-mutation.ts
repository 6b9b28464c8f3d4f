// Save a finished quiz (the database scores it); the member's best scores and the module's leaderboard refresh.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { resourceKey } from '@/lib/query-keys';
import { assistantKeys } from './keys';

export function recordAttemptMutation(userId: string) {
  return mutationOptions({
    mutationFn: async ({ moduleId, answers }: { moduleId: number; answers: string[] }): Promise<{ score: number; total: number } | null> =>
      unwrap(await supabase.from('quiz_attempts').insert({ user_id: userId, module_id: moduleId, answers }).select('score, total').single()),
    meta: { errorTitle: 'No se pudo guardar tu resultado' },
    onSettled: (_data, _error, { moduleId }, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: assistantKeys.bestScores(userId) }),
        client.invalidateQueries({ queryKey: assistantKeys.leaderboard(moduleId) }),
        // The member's learning record (profile) shows quiz best scores too.
        client.invalidateQueries({ queryKey: resourceKey('courses', 'record', userId), refetchType: 'none' }),
      ]),
  });
}
