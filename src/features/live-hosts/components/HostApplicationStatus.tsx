// What a member with an open host application sees instead of the form: in review, or approved with where to start.
import { CalendarPlus, Hourglass, ShieldCheck } from 'lucide-react';
import { Badge, ButtonLink } from '@/components/ui';
import { formatLongDate } from '@/lib/format';
import type { HostApplication } from '../api/types';

/** When staff decided the application and the reason they gave, if they did. */
export function HostDecision({ application: a }: { application: HostApplication }) {
  if (!a.decided_at && !a.decision_reason) return null;
  return (
    <p className="text-sm break-words" data-testid="application-decision">
      {a.decided_at ? `Resuelta el ${formatLongDate(a.decided_at)}. ` : ''}
      {a.decision_reason ? `Motivo: ${a.decision_reason}` : ''}
    </p>
  );
}

export function HostApplicationStatus({ application: a }: { application: HostApplication }) {
  const approved = a.status === 'approved';
  return (
    <section
      aria-labelledby="host-status-title"
      data-testid="host-application-status"
      data-status={a.status}
      className="flex flex-col items-start gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <span className="rounded-2xl bg-base-200 p-3 text-primary" aria-hidden="true">
        {approved ? <ShieldCheck size={28} /> : <Hourglass size={28} />}
      </span>
      <h2 id="host-status-title" className="text-xl font-semibold">
        {approved ? 'Ya eres anfitrión aprobado' : 'Tu solicitud está en revisión'}
      </h2>
      <p>
        Estado: <Badge tone={approved ? 'secondary' : 'primary'}>{approved ? 'Aprobada' : 'Pendiente'}</Badge>
      </p>
      <p className="text-base-content/80">
        {approved
          ? 'Puedes crear sesiones en vivo desde la pestaña Sesiones en Vivo de cualquier comunidad con el botón Nueva Sesión.'
          : `Enviaste tu solicitud el ${formatLongDate(a.submitted_at)}. Te avisaremos cuando la revisemos.`}
      </p>
      <HostDecision application={a} />
      <ButtonLink to={approved ? '/communities' : '/live-sessions'} variant={approved ? 'primary' : 'outline'} size="sm">
        {approved ? <CalendarPlus size={18} aria-hidden="true" /> : null}
        {approved ? 'Ir a Comunidades' : 'Ver sesiones en vivo'}
      </ButtonLink>
    </section>
  );
}
