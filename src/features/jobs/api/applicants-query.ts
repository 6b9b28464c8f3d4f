// The applicants of one of the recruiter's offers with their Busco Empleo profiles, newest first (RLS: own offers only).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { SEEKER_COLUMNS, type Applicant } from './types';
import { jobKeys } from './keys';

export function applicantsQuery(userId: string, jobId: number) {
  return queryOptions({
    queryKey: jobKeys.applicants(userId, jobId),
    queryFn: async (): Promise<Applicant[]> => {
      const rows = unwrap(
        await supabase
          .from('job_applications')
          .select(`id, applicant_id, created_at, seeker:job_seekers(${SEEKER_COLUMNS})`)
          .eq('job_id', jobId)
          .order('created_at', { ascending: false }),
      );
      return (rows ?? []) as unknown as Applicant[];
    },
  });
}
