// The lessons of a course in module order, then position inside the module.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { courseKeys } from './keys';
import type { Lesson } from './types';

export function lessonsQuery(courseId: number) {
  return queryOptions({
    queryKey: courseKeys.lessons(courseId),
    queryFn: (): Promise<Lesson[]> =>
      rows(
        supabase
          .from('lessons')
          .select('*')
          .eq('course_id', courseId)
          .order('module_position', { ascending: true })
          .order('position', { ascending: true }),
      ),
  });
}
