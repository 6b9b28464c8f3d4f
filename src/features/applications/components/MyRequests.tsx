// 'Mis Solicitudes' on the member's dashboard: instructor/expert/host applications, jobs applied to, the member's own
// job offers, content and session requests, each with its status.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { Badge } from '@/components/ui';
import { formatRelativeTime } from '@/lib/format';
import { myRequestsQuery, type MyRequests as Data } from '../api/my-requests-query';
import { KIND_LABELS, statusLabel } from '../status';
import { DecisionNote } from './ApplicationDecision';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <ul className="flex flex-col divide-y divide-base-300 rounded-2xl border border-base-300 bg-base-100">{children}</ul>
    </section>
  );
}

function Row({ children, status, testId }: { children: ReactNode; status: string; testId: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3" data-testid={testId}>
      <div className="min-w-0">{children}</div>
      <Badge tone={status === 'pending' || status === 'sent' || status === 'open' ? 'neutral' : status === 'rejected' ? 'accent' : 'secondary'}>{statusLabel(status)}</Badge>
    </li>
  );
}

function isEmpty(d: Data): boolean {
  return !d.applications.length && !d.jobs.length && !d.content.length && !d.sessions.length && !d.offers.length;
}

export function MyRequests({ userId }: { userId: string }) {
  const query = useQuery(myRequestsQuery(userId));
  return (
    <QueryState query={query} pending={<SkeletonList count={3} className="h-14 bg-base-300/60" />} isEmpty={isEmpty} empty={{ icon: <ClipboardList size={32} />, message: 'Aún no has enviado solicitudes.' }}>
      {(d) => (
        <div className="flex flex-col gap-5" data-testid="my-requests">
          {d.applications.length ? (
            <Group title="Solicitudes">
              {d.applications.map((a) => (
                <Row key={a.id} status={a.status} testId="my-application">
                  <p className="font-medium">{KIND_LABELS[a.kind] ?? a.kind}</p>
                  <p className="text-xs text-base-content/80">Enviada {formatRelativeTime(a.submitted_at)}</p>
                  <DecisionNote decidedAt={a.decided_at} reason={a.decision_reason} />
                </Row>
              ))}
            </Group>
          ) : null}
          {d.jobs.length ? (
            <Group title="Empleos a los que aplicaste">
              {d.jobs.map((j) => (
                <Row key={j.id} status={j.job?.closed_at ? 'closed' : 'sent'} testId="my-job-application">
                  {j.job ? (
                    <Link to="/job-search/$id" params={{ id: String(j.job.id) }} className="font-medium hover:underline">
                      {j.job.title} · {j.job.company}
                    </Link>
                  ) : null}
                  <p className="text-xs text-base-content/80">Aplicaste {formatRelativeTime(j.created_at)}</p>
                </Row>
              ))}
            </Group>
          ) : null}
          {d.offers.length ? (
            <Group title="Tus ofertas de empleo">
              {d.offers.map((o) => (
                <Row key={o.id} status={o.closed_at ? 'closed' : 'open'} testId="my-job-offer">
                  <Link to="/job-search/$id" params={{ id: String(o.id) }} className="font-medium hover:underline">
                    {o.title} · {o.company}
                  </Link>
                  <p className="text-xs text-base-content/80">Publicada {formatRelativeTime(o.posted_at)}</p>
                </Row>
              ))}
            </Group>
          ) : null}
          {d.content.length ? (
            <Group title="Contenido personalizado">
              {d.content.map((c) => (
                <Row key={c.id} status={c.status} testId="my-content-request">
                  <p className="font-medium">{c.talent?.name}</p>
                  <p className="text-xs text-base-content/80">Solicitado {formatRelativeTime(c.created_at)}</p>
                </Row>
              ))}
            </Group>
          ) : null}
          {d.sessions.length ? (
            <Group title="Sesiones con expertos">
              {d.sessions.map((s) => (
                <Row key={s.id} status={s.status} testId="my-session-request">
                  <p className="font-medium">
                    {s.expert?.name}: {s.topic}
                  </p>
                  <p className="text-xs text-base-content/80">
                    {s.preferred_date} · {s.preferred_time.slice(0, 5)}
                  </p>
                </Row>
              ))}
            </Group>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
