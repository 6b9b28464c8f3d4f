// 'Aplicar Ahora': one click with the member's Busco Empleo profile (asks for one first), disabled while sending and
// once applied; visitors get the sign-in toast; the recruiter of the offer sees no button.
import { lazy, Suspense, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, Send } from 'lucide-react';
import { Button } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { myApplicationsQuery } from '../api/my-applications-query';
import { myJobSeekerQuery } from '../api/my-job-seeker-query';
import { applyToJobMutation } from '../api/apply-to-job-mutation';
import type { Job } from '../api/types';

const JobSeekerDialog = lazy(() => import('./JobSeekerDialog').then((m) => ({ default: m.JobSeekerDialog })));

export const NEEDS_PROFILE = 'Para aplicar necesitas tu perfil de Busco Empleo. Publícalo y vuelve a pulsar «Aplicar Ahora».';

export function ApplyButton({ job, size = 'md' }: { job: Job; size?: 'sm' | 'md' }) {
  const { user } = useAuth();
  const memberAction = useMemberAction();
  if (!user) {
    return (
      <Button variant="primary" size={size} onClick={() => memberAction('Debes iniciar sesión para aplicar a una oferta.')}>
        Aplicar Ahora
      </Button>
    );
  }
  if (job.recruiter_id === user.id) return null;
  return <MemberApply job={job} userId={user.id} size={size} />;
}

function MemberApply({ job, userId, size }: { job: Job; userId: string; size: 'sm' | 'md' }) {
  const applied = useQuery(myApplicationsQuery(userId));
  const seeker = useQuery(myJobSeekerQuery(userId));
  const apply = useMutation(applyToJobMutation(userId));
  const clientId = useRef<string>(crypto.randomUUID());
  const [asking, setAsking] = useState(false);

  if (job.closed_at) return <p className="text-sm font-medium text-base-content/80">Oferta cerrada</p>;
  if (applied.data?.has(job.id)) {
    return (
      <Button variant="outline" size={size} disabled>
        <Check size={18} aria-hidden="true" />
        Ya aplicaste
      </Button>
    );
  }
  const busy = apply.isPending || applied.isPending || seeker.isPending;
  return (
    <>
      <Button
        variant="primary"
        size={size}
        loading={apply.isPending}
        disabled={busy}
        onClick={() => {
          if (!seeker.data) return setAsking(true);
          apply.mutate({ jobId: job.id, clientId: clientId.current });
        }}
      >
        {apply.isPending ? null : <Send size={16} aria-hidden="true" />}
        {apply.isPending ? 'Enviando...' : 'Aplicar Ahora'}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <JobSeekerDialog userId={userId} open={asking} onClose={() => setAsking(false)} intro={NEEDS_PROFILE} />
        </Suspense>
      ) : null}
    </>
  );
}
