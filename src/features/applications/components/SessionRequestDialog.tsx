// 'Agendar sesión con <expert>': preferred date (today or later), time and topic; disabled while sending, stored once.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Button, Dialog, TextArea, TextField } from '@/components/ui';
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
  const send = useMutation(requestSessionMutation(useQueryClient(), userId, expert.id));
  const clientId = useRef(crypto.randomUUID());
  const today = localDay(new Date());
  const [d, setD] = useState<SessionDraft>({ date: '', time: '', topic: '' });
  const [errors, setErrors] = useState<ReturnType<typeof checkSession>>({});
  const ids = useId();
  const busy = send.isPending;
  const set = (field: keyof SessionDraft) => (e: { target: { value: string } }) => {
    setD((x) => ({ ...x, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const invalid = (field: keyof SessionDraft) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${field}` } : {});
  const message = (field: keyof SessionDraft) =>
    errors[field] ? (
      <p id={`${ids}-${field}`} className="mt-1 text-sm text-error">
        {errors[field]}
      </p>
    ) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = checkSession(d, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate({ draft: d, clientId: clientId.current }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-3" data-testid="session-request-form">
      <p className="text-sm text-base-content/80">Disponibilidad: {expert.availability}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <TextField label="Fecha preferida" name="date" type="date" min={today} value={d.date} onChange={set('date')} disabled={busy} {...invalid('date')} />
          {message('date')}
        </div>
        <div>
          <TextField label="Hora preferida" name="time" type="time" value={d.time} onChange={set('time')} disabled={busy} {...invalid('time')} />
          {message('time')}
        </div>
      </div>
      <div>
        <TextArea label="Tema de la sesión" name="topic" rows={3} maxLength={TOPIC_MAX} value={d.topic} onChange={set('topic')} disabled={busy} {...invalid('topic')} />
        {message('topic')}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? null : <CalendarCheck size={18} aria-hidden="true" />}
          {busy ? 'Enviando...' : 'Enviar solicitud'}
        </Button>
      </div>
    </form>
  );
}
