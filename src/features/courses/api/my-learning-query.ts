// The member's enrolments, completed lessons and certificates (RLS returns only their own); empty for visitors.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { ViewerId } from '@/lib/query-keys';
import { courseKeys } from './keys';
import type { MyLearning } from './types';

const NOTHING: MyLearning = { enrolled: [], completions: [], certificates: [] };

export function myLearningQuery(viewerId: ViewerId) {
  return queryOptions({
    queryKey: courseKeys.learning(viewerId),
    queryFn: async (): Promise<MyLearning> => {
      if (!viewerId) return NOTHING;
      const [enrolments, completions, certificates] = await Promise.all([
        rows(supabase.from('enrolments').select('course_id').eq('user_id', viewerId)),
        rows(supabase.from('lesson_completions').select('lesson_id, course_id').eq('user_id', viewerId)),
        rows(supabase.from('course_certificates').select('code, course_id, issued_at').eq('user_id', viewerId)),
      ]);
      return { enrolled: enrolments.map((e) => e.course_id), completions, certificates };
    },
  });
}
