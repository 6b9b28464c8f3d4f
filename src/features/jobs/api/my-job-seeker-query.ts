// The signed-in member's Busco Empleo profile, or null when they have not published one.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { SEEKER_COLUMNS, type JobSeeker } from './types';
import { jobKeys } from './keys';

export function myJobSeekerQuery(userId: string) {
  return queryOptions({
    queryKey: jobKeys.mySeeker(userId),
    queryFn: async (): Promise<JobSeeker | null> =>
      (unwrap(await supabase.from('job_seekers').select(SEEKER_COLUMNS).eq('user_id', userId).maybeSingle()) as JobSeeker | null) ?? null,
  });
}
