// One certificate by its verification code (public), with the course and the member's name; null when unknown.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { courseKeys } from './keys';
import type { Certificate } from './types';

export function certificateQuery(code: string) {
  return queryOptions({
    queryKey: courseKeys.certificate(code),
    queryFn: async (): Promise<Certificate | null> => {
      if (!/^[A-Z0-9]{12}$/.test(code)) return null;
      const result = await supabase
        .from('course_certificates')
        .select(
          'code, issued_at, user_id, course_id, course:courses!course_certificates_course_id_fkey(id, title, instructor_name, duration), member:profiles!course_certificates_user_id_fkey(id, name)',
        )
        .eq('code', code)
        .maybeSingle()
        .overrideTypes<Certificate | null, { merge: false }>();
      return unwrap(result) as Certificate | null;
    },
  });
}
