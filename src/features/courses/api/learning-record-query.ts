// A member's learning record (learning_record): courses with progress and certificate, best score per quiz module.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { courseKeys } from './keys';

export interface RecordCourse {
  course_id: number;
  title: string;
  completed: number;
  total: number;
  percent: number;
  certificate: string | null;
  issued_at: string | null;
}

export interface RecordQuiz {
  module_id: number;
  title: string;
  category: string;
  best_score: number;
  total: number;
}

export interface LearningRecordData {
  courses: RecordCourse[];
  quizzes: RecordQuiz[];
}

export function learningRecordQuery(memberId: string) {
  return queryOptions({
    queryKey: courseKeys.record(memberId),
    queryFn: async (): Promise<LearningRecordData> =>
      (unwrap(await supabase.rpc('learning_record', { member: memberId })) as unknown as LearningRecordData | null) ?? { courses: [], quizzes: [] },
  });
}
