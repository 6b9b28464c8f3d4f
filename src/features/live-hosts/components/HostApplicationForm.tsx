// Host sign-up form: name, email (from the session), expertise areas, motivation, terms; submit waits for the terms.
import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import type { User } from '@supabase/supabase-js';
import { Mail, Send, Sparkles, UserRound } from 'lucide-react';
import { AreaField, InputField, useAppForm } from '@/components/form';
import { Button } from '@/components/ui';
import { checkApplication, EXPERTISE_MAX, MOTIVATION_MAX, NAME_MAX, type HostApplicationDraft } from '../host-application-rules';
import { submitHostApplicationMutation } from '../api/submit-host-application-mutation';
import { TERMS_REQUIRED } from '../constants';

function fullNameOf(user: User): string {
  const v = user.user_metadata?.full_name;
  return typeof v === 'string' ? v : '';
}

export function HostApplicationForm({ user, onSent }: { user: User; onSent(): void }) {
  const submit = useMutation(submitHostApplicationMutation(user.id));
  const f = useAppForm<HostApplicationDraft>({
    defaultValues: { fullName: fullNameOf(user), email: user.email ?? '', expertiseAreas: '', motivation: '', agreedToTerms: false },
    busy: submit.isPending,
    checkFields: checkApplication,
    onSubmit: (draft) => submit.mutate(draft, { onSuccess: onSent }),
  });
  const draft = f.values;
  const ids = useId();
  const busy = f.busy;
  return (
    <form {...f.formProps} aria-labelledby={`${ids}-title`} className="flex flex-col gap-4 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6" data-testid="host-application-form">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        Solicitud de anfitrión
      </h2>
      <InputField form={f} label="Nombre completo" name="fullName" autoComplete="name" maxLength={NAME_MAX} icon={<UserRound size={18} aria-hidden="true" className="opacity-70" />} />
      <InputField form={f} label="Correo electrónico" name="email" type="email" autoComplete="email" icon={<Mail size={18} aria-hidden="true" className="opacity-70" />} />
      <InputField form={f} label="Áreas de experiencia" name="expertiseAreas" maxLength={EXPERTISE_MAX} placeholder="Por ejemplo: React, Diseño UX, Fotografía" hint="Sepáralas con comas."
        icon={<Sparkles size={18} aria-hidden="true" className="opacity-70" />} />
      <AreaField form={f} label="¿Por qué quieres ser anfitrión?" name="motivation" rows={5} maxLength={MOTIVATION_MAX} placeholder="Cuéntanos qué sesiones te gustaría dar y a quién quieres ayudar." />
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name="agreedToTerms"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
          checked={draft.agreedToTerms}
          disabled={busy}
          onChange={(e) => f.setValue('agreedToTerms', e.target.checked)}
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
