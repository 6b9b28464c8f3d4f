// One reported target in the queue: kind, preview, author, every report's reason; claim or release it, and decide on it
// once claimed (a resolved item shows the decision, and a hidden one can be restored).
import { useMutation } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { HrefLink } from '@/components/layout';
import { Badge, Button } from '@/components/ui';
import { formatRelativeTime } from '@/lib/format';
import { claimReportMutation } from '../api/claim-report-mutation';
import { decideReportMutation } from '../api/decide-report-mutation';
import type { QueueItem } from '../api/report-queue-query';
import { DECISION_LABELS, decisionsFor, TARGET_LABELS, type Decision } from '../labels';
import type { DecisionDraft } from '../decision-rules';
import { DecisionForm } from './DecisionForm';

export function ReportCard({ item, userId }: { item: QueueItem; userId: string }) {
  const claim = useMutation(claimReportMutation(userId));
  const decide = useMutation(decideReportMutation(userId));
  const target = { target_type: item.target_type, target_id: item.target_id };
  const mine = item.claimed_by === userId;
  const open = item.status === 'open';
  const onDecide = ({ decision, reason, hours }: DecisionDraft) =>
    decide.mutateAsync({ target, decision: decision as Decision, reason, suspendHours: decision === 'suspend' ? Number(hours) : undefined });
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4" data-testid="report-item" data-target={`${item.target_type}:${item.target_id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{TARGET_LABELS[item.target_type] ?? item.target_type}</Badge>
        {open ? <Badge>{item.reports_count === 1 ? '1 reporte' : `${item.reports_count} reportes`}</Badge> : null}
        {item.hidden ? <Badge tone="accent">Retirado por moderación</Badge> : null}
        {item.first_reported_at ? <span className="text-sm text-base-content/80">desde {formatRelativeTime(item.first_reported_at)}</span> : null}
        {item.link ? (
          <HrefLink href={item.link} className="link ml-auto inline-flex items-center gap-1 text-sm">
            Ver contenido <ExternalLink size={14} aria-hidden="true" />
          </HrefLink>
        ) : null}
      </div>
      <blockquote className="whitespace-pre-line break-words rounded-xl bg-base-200 p-3 text-sm">{item.preview || 'Contenido no disponible.'}</blockquote>
      <p className="text-sm text-base-content/80">Autor: {item.author_name ?? 'Cuenta eliminada'}</p>
      <ul className="flex flex-col gap-1 text-sm" aria-label="Motivos de los reportes">
        {item.reports.map((r) => (
          <li key={r.id}>
            «{r.reason}» — {r.reporter_name ?? 'Miembro'}, {formatRelativeTime(r.created_at)}
          </li>
        ))}
      </ul>
      {open ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-base-300 pt-3">
          <p className="text-sm" role="status">
            {mine ? 'Lo estás revisando tú.' : item.claimed_by ? `Lo está revisando ${item.claimed_by_name ?? 'otro moderador'}.` : 'Nadie lo está revisando.'}
          </p>
          {!item.claimed_by || mine ? (
            <Button size="sm" variant={mine ? 'ghost' : 'outline'} className="ml-auto" loading={claim.isPending} onClick={() => claim.mutate({ target, release: mine })}>
              {mine ? 'Liberar' : 'Tomar'}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="border-t border-base-300 pt-3 text-sm">
          Decisión: <strong>{DECISION_LABELS[item.decision as Decision] ?? item.decision}</strong>
          {item.decided_at ? `, ${formatRelativeTime(item.decided_at)}` : null}
        </p>
      )}
      {open && mine ? (
        <DecisionForm choices={decisionsFor(item.target_type).map((d) => [d, DECISION_LABELS[d]] as const)} busy={decide.isPending} submitLabel="Aplicar decisión" onDecide={onDecide} />
      ) : !open && item.hidden ? (
        <DecisionForm choices={[['restore', DECISION_LABELS.restore]]} busy={decide.isPending} submitLabel="Restaurar" onDecide={onDecide} />
      ) : null}
    </li>
  );
}
