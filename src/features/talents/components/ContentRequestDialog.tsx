// 'Solicitar Contenido' dialog: service, name, e-mail, instructions; persisted; disabled while sending, stored once.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, Dialog, Select, TextArea, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { displayName } from '@/lib/user';
import { formatPrice } from '@/lib/format';
import { firstService, type Talent } from '../catalog';
import { checkContent, INSTRUCTIONS_MAX, type ContentDraft } from '../content-request-rules';
import { requestContentMutation } from '../api/request-content-mutation';

export function ContentRequestDialog({ talent, onClose }: { talent: Talent; onClose(): void }) {
  return (
    <Dialog open title={`Solicitar Contenido a ${talent.name}`} onClose={onClose}>
      <RequestForm talent={talent} onClose={onClose} />
    </Dialog>
  );
}

function RequestForm({ talent, onClose }: { talent: Talent; onClose(): void }) {
  const { user } = useAuth();
  const send = useMutation(requestContentMutation(useQueryClient(), user?.id ?? '', talent.id));
  const clientId = useRef(crypto.randomUUID());
  const services = [...talent.services].sort((a, b) => a.position - b.position);
  const [d, setD] = useState<ContentDraft>({ serviceId: String(firstService(talent)?.id ?? ''), name: user ? displayName(user) : '', email: user?.email ?? '', instructions: '' });
  const [errors, setErrors] = useState<ReturnType<typeof checkContent>>({});
  const ids = useId();
  const busy = send.isPending;
  const set = (field: keyof ContentDraft) => (e: { target: { value: string } }) => {
    setD((x) => ({ ...x, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const invalid = (field: keyof ContentDraft) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${field}` } : {});
  const message = (field: keyof ContentDraft) =>
    errors[field] ? (
      <p id={`${ids}-${field}`} className="mt-1 text-sm text-error">
        {errors[field]}
      </p>
    ) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = checkContent(d);
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate({ draft: d, clientId: clientId.current }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-3" data-testid="content-request-form">
      <div>
        <Select label="Servicio" name="service" value={d.serviceId} onChange={set('serviceId')} disabled={busy} {...invalid('serviceId')}>
          {services.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name} · {s.currency === 'USD' ? formatPrice(s.price) : `${s.price} ${s.currency}`}
            </option>
          ))}
        </Select>
        {message('serviceId')}
      </div>
      <div>
        <TextField label="Tu nombre" name="name" autoComplete="name" maxLength={120} value={d.name} onChange={set('name')} disabled={busy} {...invalid('name')} />
        {message('name')}
      </div>
      <div>
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" value={d.email} onChange={set('email')} disabled={busy} {...invalid('email')} />
        {message('email')}
      </div>
      <div>
        <TextArea label="Instrucciones" name="instructions" rows={4} maxLength={INSTRUCTIONS_MAX} placeholder="¿Para quién es y qué quieres que diga?" value={d.instructions} onChange={set('instructions')} disabled={busy} {...invalid('instructions')} />
        {message('instructions')}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? null : <Send size={18} aria-hidden="true" />}
          {busy ? 'Enviando...' : 'Enviar Solicitud'}
        </Button>
      </div>
    </form>
  );
}
