// The staff log, read-only: who did what, to which target, when and why; newest first, by pages, one kind of action at a time.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { Button, Select } from '@/components/ui';
import { formatRelativeTime } from '@/lib/format';
import { LOG_PAGE_SIZE, staffLogQuery } from '../api/staff-log-query';
import { ACTION_LABELS, LOG_TARGET_LABELS } from '../labels';

export function StaffLog({ userId }: { userId: string }) {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(0);
  const log = useQuery({ ...staffLogQuery(userId, action, page), placeholderData: keepPreviousData });
  const more = (log.data?.length ?? 0) > LOG_PAGE_SIZE;
  return (
    <section className="flex flex-col gap-4" aria-label="Registro">
      <div className="max-w-xs">
        <Select
          label="Acción"
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(0);
          }}
        >
          <option value="">Todas</option>
          {Object.entries(ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <QueryState query={log} pending={<SkeletonList count={4} className="h-12 bg-base-300/60" />} empty={{ icon: <ScrollText size={28} />, message: 'No hay acciones registradas.' }}>
        {(rows) => (
          <ol className="flex flex-col divide-y divide-base-300 rounded-2xl border border-base-300 bg-base-100" data-testid="staff-log">
            {rows.slice(0, LOG_PAGE_SIZE).map((r) => (
              <li key={r.id} className="flex flex-col gap-0.5 p-3 text-sm">
                <p>
                  <strong>{r.actor?.name ?? 'Sistema'}</strong> · {ACTION_LABELS[r.action] ?? r.action} · {LOG_TARGET_LABELS[r.target_type] ?? r.target_type} {r.target_id}
                </p>
                <p className="text-base-content/80">
                  {formatRelativeTime(r.created_at)}
                  {r.reason ? ` — «${r.reason}»` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <div className="flex justify-between">
        <Button size="sm" variant="ghost" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          Anterior
        </Button>
        <span className="text-sm text-base-content/80">Página {page + 1}</span>
        <Button size="sm" variant="ghost" disabled={!more} onClick={() => setPage((p) => p + 1)}>
          Siguiente
        </Button>
      </div>
    </section>
  );
}
