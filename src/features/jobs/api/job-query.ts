// One job with its recruiter's public profile (null for curated listings and for an unknown id).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { JOB_COLUMNS, type JobWithRecruiter } from './types';
import { jobKeys } from './keys';

export function jobQuery(id: number) {
  return queryOptions({
    queryKey: jobKeys.job(id),
    queryFn: async (): Promise<JobWithRecruiter | null> => {
      const row = unwrap(
        await supabase.from('jobs').select(`${JOB_COLUMNS}, recruiter:profiles!jobs_recruiter_id_fkey(id, name, avatar_url)`).eq('id', id).maybeSingle(),
      );
      return (row as unknown as JobWithRecruiter | null) ?? null;
    },
  });
}
