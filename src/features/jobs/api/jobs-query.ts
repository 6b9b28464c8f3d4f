// Open job listings matching the /job-search filters, newest first, 10 a page with the total for 'Mostrando X de Y'.
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { containsPattern, type JobFilters } from '../filters';
import { JOB_COLUMNS, type Job } from './types';
import { jobKeys } from './keys';

export const JOBS_PAGE_SIZE = 10;

export interface JobsPage {
  jobs: Job[];
  total: number;
}

export function jobsQuery(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: async ({ pageParam }): Promise<JobsPage> => {
      let q = supabase.from('jobs').select(JOB_COLUMNS, { count: 'exact' }).is('closed_at', null);
      const text = containsPattern(filters.q);
      if (text) q = q.ilike('search_text', text);
      const place = containsPattern(filters.location);
      if (place) q = q.ilike('location', place);
      if (filters.type !== 'all') q = q.eq('job_type', filters.type);
      const result = await q
        .order('posted_at', { ascending: false })
        .order('id', { ascending: false })
        .range(pageParam, pageParam + JOBS_PAGE_SIZE - 1);
      const jobs = unwrap(result) as unknown as Job[];
      return { jobs, total: result.count ?? jobs.length };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.jobs.length, 0);
      return last.jobs.length === JOBS_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
    // Typing in a filter keeps the previous results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
