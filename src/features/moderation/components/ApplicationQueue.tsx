// Applications for staff: the pending ones with approve / reject and a reason, or the decided ones with their outcome.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileCheck } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { Badge, Select } from '@/components/ui';
import { formatRelativeTime } from '@/lib/format';
import { staffApplicationsQuery, type StaffApplication } from '../api/staff-applications-query';
import { decideApplicationMutation } from '../api/decide-application-mutation';
import { APPLICATION_KIND_LABELS } from '../labels';
import { DecisionForm } from './DecisionForm';

const CHOICES = [
  ['approve', 'Aprobar'],
  ['reject', 'Rechazar'],
] as const;

export function ApplicationQueue({ userId }: { userId: string }) {
  const [pending, setPending] = useState(true);
  const list = useQuery(staffApplicationsQuery(userId, pending));
  return (
    <section className="flex flex-col gap-4" aria-label="Solicitudes">
      <div className="max-w-xs">
        <Select label="Estado" value={pending ? 'pending' : 'decided'} onChange={(e) => setPending(e.target.value === 'pending')}>
          <option value="pending">Pendientes</option>
          <option value="decided">Decididas</option>
        </Select>
      </div>
      <QueryState
        query={list}
        pending={<SkeletonList count={2} className="h-32 bg-base-300/60" />}
        empty={{ icon: <FileCheck size={28} />, message: pending ? 'No hay solicitudes pendientes.' : 'Todavía no hay solicitudes decididas.' }}
      >
        {(apps) => (
          <ul className="flex flex-col gap-3">
            {apps.map((a) => (
              <ApplicationCard key={a.id} application={a} userId={userId} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function ApplicationCard({ application: a, userId }: { application: StaffApplication; userId: string }) {
  const decide = useMutation(decideApplicationMutation(userId));
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-base-300 bg-base-100 p-4" data-testid="application-item" data-application={a.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{APPLICATION_KIND_LABELS[a.kind] ?? a.kind}</Badge>
        <span className="font-medium">{a.applicant?.name ?? a.full_name}</span>
        <span className="text-sm text-base-content/80">{formatRelativeTime(a.submitted_at)}</span>
        {a.status !== 'pending' ? <Badge tone={a.status === 'approved' ? 'secondary' : 'accent'}>{a.status === 'approved' ? 'Aprobada' : 'Rechazada'}</Badge> : null}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Correo</dt>
        <dd className="break-all">{a.email}</dd>
        <dt className="font-medium">Experiencia</dt>
        <dd className="whitespace-pre-line break-words">{a.expertise}</dd>
        {a.motivation ? (
          <>
            <dt className="font-medium">Motivación</dt>
            <dd className="whitespace-pre-line break-words">{a.motivation}</dd>
          </>
        ) : null}
        {a.decision_reason ? (
          <>
            <dt className="font-medium">Motivo de la decisión</dt>
            <dd className="whitespace-pre-line break-words">{a.decision_reason}</dd>
          </>
        ) : null}
      </dl>
      {a.status === 'pending' ? (
        <DecisionForm choices={CHOICES} busy={decide.isPending} submitLabel="Registrar decisión" onDecide={({ decision, reason }) => decide.mutateAsync({ id: a.id, approve: decision === 'approve', reason })} />
      ) : null}
    </li>
  );
}
