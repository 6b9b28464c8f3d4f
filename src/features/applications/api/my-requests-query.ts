// Everything the signed-in member has applied for or requested, with statuses (RLS: their own rows only), and the job
// offers they published (open or closed), so a closed one can be found again.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { applicationKeys } from './keys';

export interface MyRequests {
  applications: { id: number; kind: string; status: string; submitted_at: string; decided_at: string | null; decision_reason: string | null }[];
  jobs: { id: number; created_at: string; job: { id: number; title: string; company: string; closed_at: string | null } | null }[];
  content: { id: number; status: string; created_at: string; talent: { name: string } | null }[];
  offers: { id: number; title: string; company: string; closed_at: string | null; posted_at: string }[];
  sessions: { id: number; status: string; preferred_date: string; preferred_time: string; topic: string; created_at: string; expert: { name: string } | null }[];
}

export function myRequestsQuery(userId: string) {
  return queryOptions({
    queryKey: applicationKeys.mine(userId),
    queryFn: async (): Promise<MyRequests> => {
      const [applications, jobs, content, sessions, offers] = await Promise.all([
        rows(supabase.from('applications').select('id, kind, status, submitted_at, decided_at, decision_reason').eq('user_id', userId).order('submitted_at', { ascending: false })),
        rows(supabase.from('job_applications').select('id, created_at, job:jobs(id, title, company, closed_at)').eq('applicant_id', userId).order('created_at', { ascending: false })),
        rows(supabase.from('content_requests').select('id, status, created_at, talent:talents(name)').eq('user_id', userId).order('created_at', { ascending: false })),
        rows(
          supabase
            .from('expert_session_requests')
            .select('id, status, preferred_date, preferred_time, topic, created_at, expert:experts(name)')
            .eq('user_id', userId)
            .order('created_at', { ascending: false }),
        ),
        rows(supabase.from('jobs').select('id, title, company, closed_at, posted_at').eq('recruiter_id', userId).order('posted_at', { ascending: false }).limit(100)),
      ]);
      return { applications, jobs, content, sessions, offers } as unknown as MyRequests;
    },
  });
}
