// Host sign-up form: name, email (from the session), expertise areas, motivation, terms; submit waits for the terms.
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { Mail, Send, Sparkles, UserRound } from 'lucide-react';
import { Button, TextArea, TextField } from '@/components/ui';
import { checkApplication, EXPERTISE_MAX, MOTIVATION_MAX, NAME_MAX, type ApplicationErrors, type HostApplicationDraft } from '../host-application-rules';
import { submitHostApplicationMutation } from '../api/submit-host-application-mutation';
import { TERMS_REQUIRED } from '../constants';
import { FieldError, invalidProps } from './FieldError';

function fullNameOf(user: User): string {
  const v = user.user_metadata?.full_name;
  return typeof v === 'string' ? v : '';
}

export function HostApplicationForm({ user, onSent }: { user: User; onSent(): void }) {
  const submit = useMutation(submitHostApplicationMutation(useQueryClient(), user.id));
  const [draft, setDraft] = useState<HostApplicationDraft>({
    fullName: fullNameOf(user),
    email: user.email ?? '',
    expertiseAreas: '',
    motivation: '',
    agreedToTerms: false,
  });
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const ids = useId();
  const errId = (field: keyof HostApplicationDraft) => `${ids}-${field}-error`;
  const set = (field: 'fullName' | 'email' | 'expertiseAreas' | 'motivation') => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submit.isPending) return;
    const found = checkApplication(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(draft, { onSuccess: onSent });
  }

  const busy = submit.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`} aria-busy={busy} className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6" data-testid="host-application-form">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        Solicitud de anfitrión
      </h2>
      <div>
        <TextField label="Nombre completo" name="fullName" autoComplete="name" maxLength={NAME_MAX} value={draft.fullName} onChange={set('fullName')} disabled={busy}
          icon={<UserRound size={18} aria-hidden="true" className="opacity-70" />} {...invalidProps(errId('fullName'), errors.fullName)} />
        <FieldError id={errId('fullName')} message={errors.fullName} />
      </div>
      <div>
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" value={draft.email} onChange={set('email')} disabled={busy}
          icon={<Mail size={18} aria-hidden="true" className="opacity-70" />} {...invalidProps(errId('email'), errors.email)} />
        <FieldError id={errId('email')} message={errors.email} />
      </div>
      <div>
        <TextField label="Áreas de experiencia" name="expertiseAreas" maxLength={EXPERTISE_MAX} value={draft.expertiseAreas} onChange={set('expertiseAreas')} disabled={busy}
          placeholder="Por ejemplo: React, Diseño UX, Fotografía" hint="Sepáralas con comas."
          icon={<Sparkles size={18} aria-hidden="true" className="opacity-70" />} {...invalidProps(errId('expertiseAreas'), errors.expertiseAreas)} />
        <FieldError id={errId('expertiseAreas')} message={errors.expertiseAreas} />
      </div>
      <div>
        <TextArea label="¿Por qué quieres ser anfitrión?" name="motivation" rows={5} maxLength={MOTIVATION_MAX} value={draft.motivation} onChange={set('motivation')} disabled={busy}
          placeholder="Cuéntanos qué sesiones te gustaría dar y a quién quieres ayudar." {...invalidProps(errId('motivation'), errors.motivation)} />
        <FieldError id={errId('motivation')} message={errors.motivation} />
      </div>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name="agreedToTerms"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
          checked={draft.agreedToTerms}
          disabled={busy}
          onChange={(e) => setDraft((d) => ({ ...d, agreedToTerms: e.target.checked }))}
        />
        <span>
          Acepto los{' '}
          <Link to="/terms" className="font-medium text-primary underline underline-offset-2" target="_blank">
            términos y condiciones
          </Link>{' '}
          para anfitriones de sesiones en vivo.
        </span>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" variant="primary" loading={busy} disabled={!draft.agreedToTerms} aria-describedby={draft.agreedToTerms ? undefined : `${ids}-terms`}>
          {busy ? null : <Send size={18} aria-hidden="true" />}
          {busy ? 'Enviando Solicitud...' : 'Enviar Solicitud'}
        </Button>
        {draft.agreedToTerms ? null : (
          <p id={`${ids}-terms`} className="text-sm text-base-content/80" data-testid="terms-reason">
            {TERMS_REQUIRED}
          </p>
        )}
      </div>
    </form>
  );
}
