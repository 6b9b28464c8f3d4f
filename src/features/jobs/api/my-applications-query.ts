// The job ids the signed-in member applied to (RLS: their own applications only), for 'Aplicar Ahora' / 'Ya aplicaste'.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { jobKeys } from './keys';

export function myApplicationsQuery(userId: string) {
  return queryOptions({
    queryKey: jobKeys.myApplications(userId),
    queryFn: async (): Promise<Set<number>> =>
      new Set((await rows(supabase.from('job_applications').select('job_id').eq('applicant_id', userId))).map((r) => r.job_id)),
  });
}
