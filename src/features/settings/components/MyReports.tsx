// 'Mis reportes' in /settings: what the member reported, why, when, and what staff decided (and when).
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { Badge } from '@/components/ui';
import { HrefLink, QueryState, SkeletonList } from '@/components/layout';
import { formatLongDate } from '@/lib/format';
import { myReportsQuery, type MyReport } from '../api/my-reports-query';
import { reportKindLabel, reportStatusLabel, reportTargetPath } from '../my-reports';

const STATUS_TONE = { open: 'neutral', reviewed: 'primary', dismissed: 'secondary' } as const;

function ReportRow({ report: r }: { report: MyReport }) {
  const kind = reportKindLabel(r.target_type);
  const path = reportTargetPath(r.target_type, r.target_id);
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-base-300 p-3" data-testid="my-report" data-status={r.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{path ? <HrefLink href={path} className="hover:underline">{kind}</HrefLink> : kind}</span>
        <Badge tone={STATUS_TONE[r.status as keyof typeof STATUS_TONE] ?? 'neutral'}>{reportStatusLabel(r.status)}</Badge>
      </div>
      <p className="break-words text-sm">
        <span className="text-base-content/80">Motivo: </span>
        {r.reason}
      </p>
      <p className="text-xs text-base-content/80">
        Enviado el {formatLongDate(r.created_at)}
        {r.resolved_at ? ` · Resuelto el ${formatLongDate(r.resolved_at)}` : ''}
      </p>
    </li>
  );
}

export function MyReports({ viewerId }: { viewerId: string }) {
  return (
    <section aria-labelledby="my-reports-title" className="flex flex-col gap-3">
      <h2 id="my-reports-title" className="text-xl font-semibold">
        Mis reportes
      </h2>
      <p className="text-sm text-base-content/80">El contenido que denunciaste y lo que decidió el equipo de moderación.</p>
      <QueryState
        query={useQuery(myReportsQuery(viewerId))}
        pending={<SkeletonList count={2} className="h-16 bg-base-200" label="Cargando tus reportes" />}
        empty={{ icon: <Flag size={28} />, message: 'No has denunciado ningún contenido.' }}
      >
        {(list) => (
          <ul className="flex flex-col gap-3" aria-label="Mis reportes">
            {list.map((r) => (
              <ReportRow key={r.id} report={r} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
