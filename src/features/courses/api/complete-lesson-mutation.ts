// Mark a lesson completed (complete_lesson()): optimistic tick, rolled back on failure; answers the next lesson.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { courseKeys } from './keys';
import type { MyLearning } from './types';

export interface CompletionResult {
  completed_count: number;
  total_count: number;
  percent: number;
  next_lesson_id: number | null;
}

export function completeLessonMutation(courseId: number, userId: string) {
  const learningKey = courseKeys.learning(userId);
  return mutationOptions({
    mutationFn: async (lessonId: number): Promise<CompletionResult> => {
      const result = unwrap(await supabase.rpc('complete_lesson', { lesson_id: lessonId }));
      const row = Array.isArray(result) ? result[0] : result;
      return row as CompletionResult;
    },
    meta: { errorTitle: 'No se pudo marcar la lección' },
    onMutate: async (lessonId: number, { client }): Promise<MyLearning | undefined> => {
      await client.cancelQueries({ queryKey: learningKey });
      const learning = client.getQueryData<MyLearning>(learningKey);
      if (learning && !learning.completions.some((c) => c.lesson_id === lessonId)) {
        client.setQueryData<MyLearning>(learningKey, {
          ...learning,
          completions: [...learning.completions, { lesson_id: lessonId, course_id: courseId }],
        });
      }
      return learning;
    },
    onError: (_error, _lessonId, snapshot, { client }) => void client.setQueryData(learningKey, snapshot),
    onSettled: (_data, _error, _vars, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: learningKey }),
        client.invalidateQueries({ queryKey: courseKeys.record(userId), refetchType: 'none' }),
      ]),
  });
}
