// The recruiter's view of an offer's applicants, kept live: a new application appears without a reload.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { Avatar } from '@/components/ui';
import { formatRelativeTime } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { useChannel } from '@/lib/realtime';
import { EXPERIENCE_LABELS, AVAILABILITY_LABELS } from '../labels';
import { applicantsQuery } from '../api/applicants-query';
import { SkillChips } from './SkillChips';

export function Applicants({ userId, jobId }: { userId: string; jobId: number }) {
  const queryClient = useQueryClient();
  const query = applicantsQuery(userId, jobId);
  const applicants = useQuery(query);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: query.queryKey });
  useChannel({
    topic: `job-applications-${jobId}`,
    bind: (channel) => void channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'job_applications', filter: `job_id=eq.${jobId}` }, refresh),
    onSubscribed: refresh,
  });
  return (
    <section aria-labelledby="applicants-title" className="flex flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4" data-testid="applicants">
      <h2 id="applicants-title" className="flex items-center gap-2 text-xl font-semibold">
        <Users size={20} aria-hidden="true" />
        Candidatos que aplicaron
        {applicants.data ? <span className="text-base font-normal text-base-content/80">({applicants.data.length})</span> : null}
      </h2>
      <QueryState query={applicants} pending={<SkeletonList count={2} className="h-16 bg-base-300/60" />} empty={{ icon: <Users size={28} />, message: 'Aún no hay candidatos para esta oferta.' }}>
        {(list) => (
          <ul className="flex flex-col divide-y divide-base-300">
            {list.map((a) => (
              <li key={a.id} className="flex items-start gap-3 py-3" data-testid="applicant">
                <Avatar src={a.seeker.avatar_url ?? initialsAvatar(a.seeker.name)} alt="" />
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium">{a.seeker.name}</p>
                  <p className="text-sm text-base-content/80">
                    {a.seeker.desired_role} · {EXPERIENCE_LABELS[a.seeker.experience_level]} · {AVAILABILITY_LABELS[a.seeker.availability]} · aplicó {formatRelativeTime(a.created_at)}
                  </p>
                  <SkillChips skills={a.seeker.skills} max={5} />
                  <Link to="/chat/$chatWithUserId" params={{ chatWithUserId: a.applicant_id }} className="text-sm font-medium text-primary underline underline-offset-2">
                    Contactar
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
