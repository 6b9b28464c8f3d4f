// For a member who is one of the experts: the session requests addressed to them, to accept or reject.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { Badge, Button } from '@/components/ui';
import { expertInboxQuery } from '../api/expert-inbox-query';
import { answerSessionMutation } from '../api/answer-session-mutation';
import { statusLabel } from '../status';

export function ExpertInbox({ userId, expertIds }: { userId: string; expertIds: number[] }) {
  const inbox = useQuery(expertInboxQuery(userId, expertIds));
  const answer = useMutation(answerSessionMutation(userId));
  return (
    <section aria-labelledby="expert-inbox" className="flex flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4" data-testid="expert-inbox">
      <h2 id="expert-inbox" className="text-xl font-semibold">
        Solicitudes de sesión recibidas
      </h2>
      <QueryState query={inbox} empty={{ icon: <Inbox size={28} />, message: 'Todavía no tienes solicitudes de sesión.' }}>
        {(list) => (
          <ul className="flex flex-col divide-y divide-base-300">
            {list.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="session-request">
                <div className="min-w-0">
                  <p className="font-medium">{r.topic}</p>
                  <p className="text-sm text-base-content/80">
                    {r.requester?.name ?? 'Usuario'} · {r.preferred_date} · {r.preferred_time.slice(0, 5)}
                  </p>
                </div>
                {r.status === 'pending' ? (
                  <div className="flex gap-2">
                    <Button size="sm" variant="primary" disabled={answer.isPending} onClick={() => answer.mutate({ id: r.id, status: 'accepted' })}>
                      Aceptar
                    </Button>
                    <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => answer.mutate({ id: r.id, status: 'rejected' })}>
                      Rechazar
                    </Button>
                  </div>
                ) : (
                  <Badge tone={r.status === 'accepted' ? 'secondary' : 'accent'}>{statusLabel(r.status)}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
