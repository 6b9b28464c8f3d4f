// 'Agendar sesión con <expert>': preferred date (today or later), time and topic; disabled while sending, stored once.
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { AreaField, DialogActions, InputField, useAppForm } from '@/components/form';
import { Dialog } from '@/components/ui';
import { checkSession, localDay, TOPIC_MAX, type SessionDraft } from '../session-request-rules';
import { requestSessionMutation } from '../api/request-session-mutation';
import type { Expert } from '../api/experts-query';

export function SessionRequestDialog({ expert, userId, onClose }: { expert: Expert; userId: string; onClose(): void }) {
  return (
    <Dialog open title={`Agendar sesión con ${expert.name}`} onClose={onClose}>
      <SessionForm expert={expert} userId={userId} onClose={onClose} />
    </Dialog>
  );
}

function SessionForm({ expert, userId, onClose }: { expert: Expert; userId: string; onClose(): void }) {
  const send = useMutation(requestSessionMutation(userId, expert.id));
  const clientId = useRef(crypto.randomUUID());
  const today = localDay(new Date());
  const f = useAppForm<SessionDraft>({
    defaultValues: { date: '', time: '', topic: '' },
    busy: send.isPending,
    checkFields: (d) => checkSession(d, today),
    onSubmit: (draft) => send.mutate({ draft, clientId: clientId.current }, { onSuccess: onClose }),
  });

  return (
    <form {...f.formProps} className="flex flex-col gap-3" data-testid="session-request-form">
      <p className="text-sm text-base-content/80">Disponibilidad: {expert.availability}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField form={f} label="Fecha preferida" name="date" type="date" min={today} />
        <InputField form={f} label="Hora preferida" name="time" type="time" />
      </div>
      <AreaField form={f} label="Tema de la sesión" name="topic" rows={3} maxLength={TOPIC_MAX} />
      <DialogActions busy={f.busy} onCancel={onClose} icon={<CalendarCheck size={18} aria-hidden="true" />} label="Enviar solicitud" />
    </form>
  );
}
