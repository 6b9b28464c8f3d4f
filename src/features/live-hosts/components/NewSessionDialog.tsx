// 'Nueva Sesión' dialog for approved hosts: title, description, date and time, duration, price, topics → a real live event.
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { AreaField, FieldError, InputField, invalidProps, useAppForm } from '@/components/form';
import { Button, Dialog, TextField } from '@/components/ui';
import { notify } from '@/lib/toast';
import { createLiveSessionMutation } from '../api/create-live-session-mutation';
import {
  addTopic,
  checkSession,
  DESCRIPTION_MAX,
  initialTopics,
  MAX_TOPICS,
  TITLE_MAX,
  TOPIC_MAX,
  toNewSession,
  type SessionDraft,
} from '../session-rules';

export interface NewSessionDialogProps {
  open: boolean;
  onClose(): void;
  /** The community's topics, offered as the session's starting topics. */
  topics: readonly string[];
}

export function NewSessionDialog({ open, onClose, topics }: NewSessionDialogProps) {
  return (
    <Dialog open={open} title="Nueva Sesión en Vivo" onClose={onClose}>
      <NewSessionForm topics={topics} onClose={onClose} />
    </Dialog>
  );
}

/** 'YYYY-MM-DDTHH:mm' in the viewer's time zone, as datetime-local inputs read and write it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function tomorrowAtSix(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(18, 0, 0, 0);
  return localInputValue(d);
}

function NewSessionForm({ topics, onClose }: { topics: readonly string[]; onClose(): void }) {
  const navigate = useNavigate();
  const create = useMutation(createLiveSessionMutation());
  const f = useAppForm<SessionDraft>({
    defaultValues: { title: '', description: '', date: tomorrowAtSix(), hours: '1', minutes: '0', price: '0', topics: initialTopics(topics) },
    busy: create.isPending,
    checkFields: checkSession,
    onSubmit: (draft) =>
      create.mutate(toNewSession(draft), {
        onSuccess: (id) => {
          onClose();
          void navigate({ to: '/live-event/$id', params: { id: String(id) } });
        },
      }),
  });
  const draft = f.values;
  const errors = f.errors;
  const [topicInput, setTopicInput] = useState('');
  const ids = useId();
  const errId = (field: string) => `${ids}-${field}-error`;

  function onAddTopic() {
    const result = addTopic(draft.topics, topicInput);
    if (result.ok) {
      f.setValue('topics', result.topics);
      setTopicInput('');
    } else if (result.reason === 'limit') {
      notify({ title: 'Límite de temas', description: `Puedes añadir hasta ${MAX_TOPICS} temas.`, variant: 'destructive' });
    } else if (result.reason === 'duplicate') {
      notify({ title: 'Tema duplicado', description: 'Este tema ya ha sido añadido.', variant: 'destructive' });
    } else if (result.reason === 'length') {
      notify({ title: 'Tema demasiado largo', description: `Cada tema puede tener hasta ${TOPIC_MAX} caracteres.`, variant: 'destructive' });
    } else {
      setTopicInput('');
    }
  }

  function onTopicKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    onAddTopic();
  }

  const busy = f.busy;
  // Hours and minutes share one message; a change of either drops it.
  const duration = (name: 'hours' | 'minutes') => ({
    ...f.input(name),
    onChange: (e: { target: { value: string } }) => {
      f.setValue(name, e.target.value);
      f.dropError('duration');
    },
    ...invalidProps(errId('duration'), errors.duration),
  });
  return (
    <form {...f.formProps} className="flex flex-col gap-3" data-testid="new-session-form">
      <InputField form={f} label="Título" name="title" maxLength={TITLE_MAX} placeholder="¿Sobre qué será la sesión?" />
      <AreaField form={f} label="Descripción" name="description" rows={3} maxLength={DESCRIPTION_MAX} placeholder="Qué aprenderán quienes se unan." />
      <InputField form={f} label="Fecha y hora" name="date" type="datetime-local" min={localInputValue(new Date())} />
      <fieldset className="p-0" aria-describedby={errors.duration ? errId('duration') : undefined}>
        <legend className="pb-1 text-sm font-semibold">Duración</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Horas" type="number" inputMode="numeric" min={0} max={24} {...duration('hours')} />
          <TextField label="Minutos" type="number" inputMode="numeric" min={0} max={59} step={5} {...duration('minutes')} />
        </div>
        <FieldError id={errId('duration')} message={errors.duration} />
      </fieldset>
      <InputField form={f} label="Precio (USD)" name="price" type="number" inputMode="decimal" min={0} step="0.01" hint="0 significa Gratis." />
      <div className="flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField label={`Temas (${draft.topics.length}/${MAX_TOPICS})`} name="topic" value={topicInput} maxLength={TOPIC_MAX}
              onChange={(e) => setTopicInput(e.target.value)} onKeyDown={onTopicKey} disabled={busy || draft.topics.length >= MAX_TOPICS}
              placeholder="Escribe un tema y pulsa Enter" {...invalidProps(errId('topics'), errors.topics)} />
          </div>
          <Button variant="outline" aria-label="Añadir tema" onClick={onAddTopic} disabled={busy || draft.topics.length >= MAX_TOPICS}>
            <Plus size={18} aria-hidden="true" />
          </Button>
        </div>
        <FieldError id={errId('topics')} message={errors.topics} />
        {draft.topics.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Temas de la sesión">
            {draft.topics.map((t) => (
              <li key={t} className="flex items-center gap-1 rounded-lg bg-base-200 py-0.5 pl-2 pr-0.5 text-sm">
                {t}
                <button
                  type="button"
                  className="rounded-md p-0.5 hover:bg-base-300 focus-visible:outline-2 focus-visible:outline-primary"
                  aria-label={`Quitar tema ${t}`}
                  disabled={busy}
                  onClick={() => f.setValue('topics', draft.topics.filter((x) => x !== t))}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? 'Creando sesión...' : 'Crear sesión'}
        </Button>
      </div>
    </form>
  );
}
