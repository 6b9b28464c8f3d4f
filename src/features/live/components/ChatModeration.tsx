// The host's and staff's tools on one live chat message: 'Eliminar mensaje' (gone for everyone) and 'Silenciar' its
// author for 5, 15 or 60 minutes; each asks first.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MicOff, Trash2 } from 'lucide-react';
import { RadioGroup } from '@/components/ui';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { LiveChatMessage } from '../api/types';
import { deleteLiveMessageMutation } from '../api/delete-live-message-mutation';
import { timeoutLiveMemberMutation } from '../api/timeout-live-member-mutation';
import { TIMEOUT_CHOICES } from '../chat-moderation-rules';

const MINUTE_OPTIONS = TIMEOUT_CHOICES.map((m) => ({ value: String(m), label: `${m} minutos` }));

export function ChatModeration({ message: m, name, onRemoved }: { message: LiveChatMessage; name: string; onRemoved(id: string): void }) {
  const remove = useMutation(deleteLiveMessageMutation(m.event_id));
  const silence = useMutation(timeoutLiveMemberMutation(m.event_id));
  const [minutes, setMinutes] = useState(String(TIMEOUT_CHOICES[0]));
  return (
    <span className="flex gap-0.5" data-testid="live-chat-moderation">
      <ConfirmButton
        button={{ variant: 'ghost', size: 'xs', icon: true, 'aria-label': `Eliminar mensaje de ${name}`, children: <Trash2 size={14} aria-hidden="true" /> }}
        title="¿Eliminar mensaje?"
        confirmLabel="Eliminar mensaje"
        pending={remove.isPending}
        onConfirm={(close) => remove.mutate(m.id, { onSuccess: (id) => onRemoved(id), onSettled: close })}
      >
        El mensaje de {name} desaparecerá del chat para todos.
      </ConfirmButton>
      <ConfirmButton
        button={{ variant: 'ghost', size: 'xs', icon: true, 'aria-label': `Silenciar a ${name}`, children: <MicOff size={14} aria-hidden="true" /> }}
        title={`Silenciar a ${name}`}
        confirmLabel="Silenciar"
        pending={silence.isPending}
        onConfirm={(close) => silence.mutate({ member: m.user_id, name, minutes: Number(minutes) }, { onSettled: close })}
      >
        <RadioGroup legend="No podrá escribir en este chat durante" name={`timeout-${m.id}`} options={MINUTE_OPTIONS} value={minutes} onChange={setMinutes} />
      </ConfirmButton>
    </span>
  );
}
