// The questions of a quiz module in position order.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { assistantKeys } from './keys';
import type { QuizQuestion } from '../quiz';

export function questionsQuery(moduleId: number) {
  return queryOptions({
    queryKey: assistantKeys.questions(moduleId),
    queryFn: (): Promise<QuizQuestion[]> =>
      rows(
        supabase
          .from('learning_questions')
          .select('id, text, options, answer')
          .eq('module_id', moduleId)
          .order('position', { ascending: true })
          .order('id', { ascending: true }),
      ),
  });
}
