// 'Solicitar Contenido' dialog: service, name, e-mail, instructions; persisted; disabled while sending, stored once.
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { AreaField, DialogActions, InputField, SelectField, useAppForm } from '@/components/form';
import { Dialog } from '@/components/ui';
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
  const send = useMutation(requestContentMutation(user?.id ?? '', talent.id));
  const clientId = useRef(crypto.randomUUID());
  const services = [...talent.services].sort((a, b) => a.position - b.position);
  const f = useAppForm<ContentDraft>({
    defaultValues: { serviceId: String(firstService(talent)?.id ?? ''), name: user ? displayName(user) : '', email: user?.email ?? '', instructions: '' },
    busy: send.isPending,
    checkFields: checkContent,
    onSubmit: (draft) => send.mutate({ draft, clientId: clientId.current }, { onSuccess: onClose }),
  });

  return (
    <form {...f.formProps} className="flex flex-col gap-3" data-testid="content-request-form">
      <SelectField form={f} label="Servicio" name="serviceId">
        {services.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name} · {s.currency === 'USD' ? formatPrice(s.price) : `${s.price} ${s.currency}`}
          </option>
        ))}
      </SelectField>
      <InputField form={f} label="Tu nombre" name="name" autoComplete="name" maxLength={120} />
      <InputField form={f} label="Correo electrónico" name="email" type="email" autoComplete="email" />
      <AreaField form={f} label="Instrucciones" name="instructions" rows={4} maxLength={INSTRUCTIONS_MAX} placeholder="¿Para quién es y qué quieres que diga?" />
      <DialogActions busy={f.busy} onCancel={onClose} icon={<Send size={18} aria-hidden="true" />} label="Enviar Solicitud" />
    </form>
  );
}
