// One course by id; null when it does not exist (the page shows 'Curso no encontrado').
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { courseKeys } from './keys';
import type { Course } from './types';

export function courseQuery(id: number) {
  return queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: async (): Promise<Course | null> =>
      Number.isSafeInteger(id) && id > 0 ? unwrap(await supabase.from('courses').select('*').eq('id', id).maybeSingle()) : null,
  });
}
