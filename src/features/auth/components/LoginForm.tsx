// Login: email, password with show/hide, 'Iniciando Sesión...' while busy, or a passkey of this device; then back to
// `redirect` (or home), through the authenticator-app code first when the member uses two-step verification. A member
// the app signed out (`reason`) or whose sign-in is refused for a suspension reads why above the form.
import { useEffect, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { Link, useRouter } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@/components/ui';
import { awaitsSecondStep, useAuth } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { safeRedirect } from '@/lib/redirect';
import { useAppForm } from '@/components/form';
import { resendConfirmationMutation } from '../api/resend-confirmation-mutation';
import { passkeySignInMutation } from '../api/passkey-sign-in-mutation';
import { signInMutation } from '../api/sign-in-mutation';
import { checkLogin } from '../account-rules';
import { clearStoredReason, reasonMessage, storedReason, storedUntil, type SignOutReason } from '../suspension';
import { AUTH_LINK, AuthLayout } from './AuthLayout';
import { SecondStepForm } from './SecondStepForm';
import { AccountPasswordField, EmailField } from './fields';

export function LoginForm({ redirect, reason }: { redirect?: string; reason?: SignOutReason }) {
  const { loading } = useAuth();
  const router = useRouter();
  const signIn = useMutation(signInMutation());
  const passkeySignIn = useMutation(passkeySignInMutation());
  const resend = useMutation(resendConfirmationMutation());
  // The address whose sign-in was refused for lack of confirmation: it may ask for the mail again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // The verified authenticator-app factor when the password was right and the member uses two-step verification.
  const [secondStep, setSecondStep] = useState<string | null>(null);
  // A suspended account's refusal stays on screen (the toast goes away), with what to do.
  const [banned, setBanned] = useState<string | null>(null);
  // Why the app signed the member out: the URL's word, else what the session watch left before a guard's redirect.
  const [stored] = useState(storedReason);
  const [until] = useState(storedUntil);
  useEffect(clearStoredReason, []);
  const why = reason ?? stored;
  const notice = banned ?? (why ? reasonMessage(why, until) : null);

  const submitting = signIn.isPending;
  const busy = submitting || passkeySignIn.isPending || loading;
  const f = useAppForm({
    defaultValues: { email: '', password: '' },
    busy,
    disableFields: false,
    check: checkLogin,
    onSubmit: ({ email, password }) =>
      signIn.mutate(
        { email: email.trim(), password },
        {
          onSuccess: ({ data }) => afterSignIn(data.session),
          onError: (error) => {
            const e = toAppError(error);
            setUnconfirmed(e.code === 'email_not_confirmed' ? email.trim() : null);
            setBanned(e.code === 'user_banned' ? e.message : null);
          },
        },
      ),
  });

  const afterSignIn = (session: Session | null) => {
    const factor = session?.user.factors?.find((f) => f.status === 'verified' && f.factor_type === 'totp');
    // After the code, the session change moves the guest route on to `redirect` (lib/session).
    if (awaitsSecondStep(session) && factor) setSecondStep(factor.id);
    else router.history.push(safeRedirect(redirect));
  };

  return (
    <AuthLayout
      title="Iniciar Sesión"
      subtitle="Bienvenido de nuevo. Ingresa tus datos para continuar."
      other={{ question: '¿No tienes una cuenta?', to: '/signup', label: 'Regístrate' }}
    >
      {secondStep ? (
        <SecondStepForm factorId={secondStep} onCancel={() => setSecondStep(null)} />
      ) : (
        <form {...f.formProps} className="mt-2 flex flex-col gap-3">
          {notice ? (
            <div data-testid="login-reason">
              <Alert tone={banned || why === 'suspendida' ? 'error' : 'warning'}>{notice}</Alert>
            </div>
          ) : null}
          <EmailField {...f.input('email')} />
          <AccountPasswordField
            label="Contraseña"
            kind="current"
            {...f.input('password')}
          />
          <div className="text-right text-sm">
            <Link to="/forgot-password" className={AUTH_LINK}>
              ¿Olvidaste tu contraseña?
            </Link>
          </div>
          <Button type="submit" variant="primary" block loading={submitting} disabled={busy}>
            {submitting ? 'Iniciando Sesión...' : 'Iniciar Sesión'}
          </Button>
          <p aria-hidden="true" className="text-center text-xs text-base-content/60">
            o
          </p>
          <Button
            variant="outline"
            block
            loading={passkeySignIn.isPending}
            disabled={busy}
            onClick={() => passkeySignIn.mutate(undefined, { onSuccess: (data) => afterSignIn(data?.session ?? null) })}
          >
            {passkeySignIn.isPending ? 'Esperando tu llave de acceso...' : 'Iniciar sesión con llave de acceso'}
          </Button>
        </form>
      )}
      {unconfirmed && (
        <div role="status" className="alert alert-info mt-4 flex flex-col items-start gap-2 text-sm">
          <p>
            Aún no confirmaste <strong>{unconfirmed}</strong>. Abre el enlace que te enviamos por correo o pide uno nuevo.
          </p>
          <Button variant="outline" size="sm" loading={resend.isPending} disabled={resend.isPending} onClick={() => resend.mutate(unconfirmed)}>
            {resend.isPending ? 'Reenviando...' : 'Reenviar correo de confirmación'}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
