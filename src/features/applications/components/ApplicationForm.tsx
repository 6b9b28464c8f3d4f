// The instructor / expert application form: fields and messages of spec part 2 §5, 'Enviando Solicitud...' for at
// least 1.5 s with the button disabled, '¡Solicitud Enviada!' and the form reset. Visitors are asked to sign in.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Button, TextArea, TextField } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { displayName } from '@/lib/user';
import { checkDraft, emptyDraft, EXPERTISE_MAX, NAME_MAX, PITCH_MAX, type ApplicationDraft, type ApplicationKind, type DraftErrors, type DraftField } from '../application-rules';
import { submitApplicationMutation } from '../api/submit-application-mutation';

const LABELS: Record<ApplicationKind, { expertise: string; expertiseHint?: string; years: string; linkedin: string; pitch: string; pitchHint: string }> = {
  instructor: {
    expertise: 'Área de experiencia',
    years: 'Años de experiencia',
    linkedin: 'LinkedIn (opcional)',
    pitch: 'Idea de curso',
    pitchHint: '¿Qué curso te gustaría crear y para quién?',
  },
  expert: {
    expertise: 'Áreas de experiencia',
    expertiseHint: 'Sepáralas con comas.',
    years: 'Años de experiencia',
    linkedin: 'Perfil de LinkedIn (opcional)',
    pitch: 'Motivación',
    pitchHint: '¿Por qué quieres dar sesiones en vivo como experto?',
  },
};

export function ApplicationForm({ kind }: { kind: ApplicationKind }) {
  const { user } = useAuth();
  const memberAction = useMemberAction();
  const submit = useMutation(submitApplicationMutation(useQueryClient(), user?.id ?? '', kind));
  const initial = () => emptyDraft(user ? displayName(user) : '', user?.email ?? '');
  const [d, setD] = useState<ApplicationDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const ids = useId();
  const busy = submit.isPending;
  const labels = LABELS[kind];
  const set = (field: DraftField) => (e: { target: { value: string } }) => {
    setD((x) => ({ ...x, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const invalid = (field: DraftField) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${field}` } : {});
  const message = (field: DraftField) =>
    errors[field] ? (
      <p id={`${ids}-${field}`} className="mt-1 text-sm text-error">
        {errors[field]}
      </p>
    ) : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!memberAction('Debes iniciar sesión para enviar tu solicitud.')) return;
    const found = checkDraft(d, kind);
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(d, { onSuccess: () => setD(initial()) });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6" data-testid="application-form">
      <div>
        <TextField label="Nombre completo" name="fullName" autoComplete="name" maxLength={NAME_MAX} value={d.fullName} onChange={set('fullName')} disabled={busy} {...invalid('fullName')} />
        {message('fullName')}
      </div>
      <div>
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" value={d.email} onChange={set('email')} disabled={busy} {...invalid('email')} />
        {message('email')}
      </div>
      <div>
        <TextField label={labels.expertise} name="expertise" maxLength={EXPERTISE_MAX} value={d.expertise} onChange={set('expertise')} disabled={busy} hint={labels.expertiseHint} {...invalid('expertise')} />
        {message('expertise')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField label={labels.years} name="years" type="number" inputMode="numeric" min={0} max={80} value={d.years} onChange={set('years')} disabled={busy} {...invalid('years')} />
          {message('years')}
        </div>
        <div>
          <TextField label={labels.linkedin} name="linkedin" type="url" placeholder="https://www.linkedin.com/in/" value={d.linkedin} onChange={set('linkedin')} disabled={busy} {...invalid('linkedin')} />
          {message('linkedin')}
        </div>
      </div>
      <div>
        <TextArea label={labels.pitch} name="pitch" rows={5} maxLength={PITCH_MAX} placeholder={labels.pitchHint} value={d.pitch} onChange={set('pitch')} disabled={busy} {...invalid('pitch')} />
        {message('pitch')}
      </div>
      <Button type="submit" variant="primary" loading={busy} className="self-start">
        {busy ? null : <Send size={18} aria-hidden="true" />}
        {busy ? 'Enviando Solicitud...' : 'Enviar Solicitud'}
      </Button>
    </form>
  );
}
