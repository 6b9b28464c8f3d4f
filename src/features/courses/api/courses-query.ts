// Every course (recorded and live); search and sort happen on the client (see ../sort.ts).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { courseKeys } from './keys';
import type { Course } from './types';

export function coursesQuery() {
  return queryOptions({
    queryKey: courseKeys.list,
    queryFn: (): Promise<Course[]> => rows(supabase.from('courses').select('*').order('id', { ascending: true })),
  });
}
