// The review queue: filters (open or resolved, kind, claim) over one card per reported target, kept live for every
// moderator (new reports, claims and decisions arrive through postgres_changes on moderation_items).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { Select } from '@/components/ui';
import { useChannel } from '@/lib/realtime';
import { moderationKeys } from '../api/keys';
import { OPEN_QUEUE, reportQueueQuery, type QueueFilters } from '../api/report-queue-query';
import { TARGET_LABELS } from '../labels';
import { ReportCard } from './ReportCard';

export function ReportQueue({ userId }: { userId: string }) {
  const [filters, setFilters] = useState<QueueFilters>(OPEN_QUEUE);
  const queue = useQuery(reportQueueQuery(userId, filters));
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: moderationKeys.queue(userId) });
  useChannel({
    topic: 'moderation-items',
    bind: (channel) => void channel.on('postgres_changes', { event: '*', schema: 'public', table: 'moderation_items' }, refresh),
    onSubscribed: refresh,
  });
  const set = (patch: Partial<QueueFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <section className="flex flex-col gap-4" aria-label="Reportes">
      <div className="grid gap-3 sm:grid-cols-3">
        <Select label="Estado" value={filters.status} onChange={(e) => set({ status: e.target.value as QueueFilters['status'] })}>
          <option value="open">Pendientes</option>
          <option value="resolved">Resueltos</option>
        </Select>
        <Select label="Tipo" value={filters.kind} onChange={(e) => set({ kind: e.target.value })}>
          <option value="">Todos</option>
          {Object.entries(TARGET_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </Select>
        <Select label="Asignación" value={filters.claim} onChange={(e) => set({ claim: e.target.value })}>
          <option value="">Cualquiera</option>
          <option value="unclaimed">Sin tomar</option>
          <option value="mine">Tomados por mí</option>
          <option value="others">Tomados por otros</option>
        </Select>
      </div>
      <QueryState
        query={queue}
        pending={<SkeletonList count={3} className="h-32 bg-base-300/60" />}
        empty={{ icon: <Inbox size={28} />, message: filters.status === 'open' ? 'No hay reportes pendientes. ¡Buen trabajo!' : 'Todavía no hay reportes resueltos.' }}
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <ReportCard key={`${item.target_type}:${item.target_id}`} item={item} userId={userId} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
