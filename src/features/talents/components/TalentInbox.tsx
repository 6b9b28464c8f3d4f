// For a member who is one of the talents: the content requests addressed to them, with their status to change.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { Select } from '@/components/ui';
import { formatRelativeTime } from '@/lib/format';
import { talentInboxQuery, type RequestStatus } from '../api/talent-inbox-query';
import { setRequestStatusMutation } from '../api/set-request-status-mutation';

const STATUS: Record<RequestStatus, string> = { pending: 'En revisión', accepted: 'Aceptada', rejected: 'Rechazada', delivered: 'Entregada' };

export function TalentInbox({ userId, talentIds }: { userId: string; talentIds: number[] }) {
  const inbox = useQuery(talentInboxQuery(userId, talentIds));
  const setStatus = useMutation(setRequestStatusMutation(userId));
  return (
    <section aria-labelledby="talent-inbox" className="flex flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4" data-testid="talent-inbox">
      <h2 id="talent-inbox" className="text-xl font-semibold">
        Solicitudes recibidas
      </h2>
      <QueryState query={inbox} empty={{ icon: <Inbox size={28} />, message: 'Todavía no tienes solicitudes.' }}>
        {(list) => (
          <ul className="flex flex-col divide-y divide-base-300">
            {list.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end sm:justify-between" data-testid="received-request">
                <div className="min-w-0">
                  <p className="font-medium">
                    {r.name} · <span className="font-normal">{r.email}</span>
                  </p>
                  <p className="text-sm">{r.instructions}</p>
                  <p className="text-xs text-base-content/80">{formatRelativeTime(r.created_at)}</p>
                </div>
                <div className="sm:w-44">
                  <Select label="Estado" value={r.status} disabled={setStatus.isPending} onChange={(e) => setStatus.mutate({ id: r.id, status: e.target.value as RequestStatus })}>
                    {(Object.keys(STATUS) as RequestStatus[]).map((s) => (
                      <option key={s} value={s}>
                        {STATUS[s]}
                      </option>
                    ))}
                  </Select>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
