// An application's outcome as its applicant reads it: the status, when staff decided and the reason they gave; on
// /apply-instructor and /apply-expert, the member's latest application of that kind above the form.
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui';
import { formatLongDate, formatRelativeTime } from '@/lib/format';
import { latestApplicationQuery } from '../api/latest-application-query';
import type { ApplicationKind } from '../application-rules';
import { statusLabel } from '../status';

/** When staff decided an application and the reason they gave. */
export function DecisionNote({ decidedAt, reason }: { decidedAt: string | null; reason: string | null }) {
  if (!decidedAt && !reason) return null;
  return (
    <p className="text-sm break-words" data-testid="application-decision">
      {decidedAt ? <span className="text-xs text-base-content/80">Resuelta {formatRelativeTime(decidedAt)}. </span> : null}
      {reason ? `Motivo: ${reason}` : null}
    </p>
  );
}

export function LatestApplicationStatus({ userId, kind }: { userId: string; kind: ApplicationKind }) {
  const a = useQuery(latestApplicationQuery(userId, kind)).data;
  if (!a) return null;
  return (
    <section className="flex flex-col gap-1 rounded-2xl border border-base-300 bg-base-100 p-4" data-testid="latest-application" data-status={a.status}>
      <p className="flex flex-wrap items-center gap-2 font-medium">
        Tu última solicitud: <Badge tone={a.status === 'approved' ? 'secondary' : a.status === 'rejected' ? 'accent' : 'neutral'}>{statusLabel(a.status)}</Badge>
      </p>
      <p className="text-xs text-base-content/80">Enviada el {formatLongDate(a.submitted_at)}</p>
      <DecisionNote decidedAt={a.decided_at} reason={a.decision_reason} />
      {a.status === 'rejected' ? <p className="text-sm">Puedes enviar una nueva solicitud con el formulario.</p> : null}
    </section>
  );
}
