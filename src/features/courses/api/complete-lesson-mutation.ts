// Mark a lesson completed (complete_lesson()): optimistic tick, rolled back on failure; answers the next lesson.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
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

export function completeLessonMutation(queryClient: QueryClient, courseId: number, userId: string) {
  const learningKey = courseKeys.learning(userId);
  return mutationOptions({
    mutationFn: async (lessonId: number): Promise<CompletionResult> => {
      const result = unwrap(await supabase.rpc('complete_lesson', { lesson_id: lessonId }));
      const row = Array.isArray(result) ? result[0] : result;
      return row as CompletionResult;
    },
    meta: { errorTitle: 'No se pudo marcar la lección' },
    onMutate: async (lessonId: number): Promise<MyLearning | undefined> => {
      await queryClient.cancelQueries({ queryKey: learningKey });
      const learning = queryClient.getQueryData<MyLearning>(learningKey);
      if (learning && !learning.completions.some((c) => c.lesson_id === lessonId)) {
        queryClient.setQueryData<MyLearning>(learningKey, {
          ...learning,
          completions: [...learning.completions, { lesson_id: lessonId, course_id: courseId }],
        });
      }
      return learning;
    },
    onError: (_error, _lessonId, snapshot) => void queryClient.setQueryData(learningKey, snapshot),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKey }),
        queryClient.invalidateQueries({ queryKey: courseKeys.record(userId), refetchType: 'none' }),
      ]),
  });
}
