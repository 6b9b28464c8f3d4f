// The instructor / expert application form: fields and messages of spec part 2 §5, 'Enviando Solicitud...' for at
// least 1.5 s with the button disabled, '¡Solicitud Enviada!' and the form reset. Visitors are asked to sign in.
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { AreaField, InputField, useAppForm } from '@/components/form';
import { Button } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { displayName } from '@/lib/user';
import { checkDraft, emptyDraft, EXPERTISE_MAX, NAME_MAX, PITCH_MAX, type ApplicationDraft, type ApplicationKind } from '../application-rules';
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
  const submit = useMutation(submitApplicationMutation(user?.id ?? '', kind));
  const initial = () => emptyDraft(user ? displayName(user) : '', user?.email ?? '');
  const f = useAppForm<ApplicationDraft>({
    defaultValues: initial(),
    busy: submit.isPending,
    guard: () => memberAction('Debes iniciar sesión para enviar tu solicitud.'),
    checkFields: (d) => checkDraft(d, kind),
    onSubmit: (d) => submit.mutate(d, { onSuccess: () => f.reset(initial()) }),
  });
  const labels = LABELS[kind];

  return (
    <form {...f.formProps} className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6" data-testid="application-form">
      <InputField form={f} label="Nombre completo" name="fullName" autoComplete="name" maxLength={NAME_MAX} />
      <InputField form={f} label="Correo electrónico" name="email" type="email" autoComplete="email" />
      <InputField form={f} label={labels.expertise} name="expertise" maxLength={EXPERTISE_MAX} hint={labels.expertiseHint} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={f} label={labels.years} name="years" type="number" inputMode="numeric" min={0} max={80} />
        <InputField form={f} label={labels.linkedin} name="linkedin" type="url" placeholder="https://www.linkedin.com/in/" />
      </div>
      <AreaField form={f} label={labels.pitch} name="pitch" rows={5} maxLength={PITCH_MAX} placeholder={labels.pitchHint} />
      <Button type="submit" variant="primary" loading={f.busy} className="self-start">
        {f.busy ? null : <Send size={18} aria-hidden="true" />}
        {f.busy ? 'Enviando Solicitud...' : 'Enviar Solicitud'}
      </Button>
    </form>
  );
}
