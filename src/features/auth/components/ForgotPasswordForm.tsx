// Forgot password: asks for the e-mail and sends the recovery link (back to the reset page of this app).
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button, Card } from '@/components/ui';
import { PageTitle } from '@/components/layout';
import { useAppForm } from '@/components/form';
import { requestPasswordResetMutation } from '../api/request-password-reset-mutation';
import { checkRecoveryEmail } from '../account-rules';
import { EmailField } from './fields';

export function ForgotPasswordForm() {
  const reset = useMutation(requestPasswordResetMutation());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const f = useAppForm({
    defaultValues: { email: '' },
    busy: reset.isPending,
    disableFields: false,
    check: checkRecoveryEmail,
    onSubmit: ({ email }) => reset.mutate(email.trim(), { onSuccess: () => setSentTo(email.trim()) }),
  });
  const sending = reset.isPending;

  return (
    <div className="mx-auto max-w-md">
      <PageTitle title="Recuperar contraseña" />
      <Card>
        <h1 className="text-2xl font-bold">Recuperar contraseña</h1>
        {sentTo ? (
          <div className="flex flex-col gap-3" role="status">
            <MailCheck size={32} className="text-success" aria-hidden="true" />
            <p>
              Si existe una cuenta con <strong>{sentTo}</strong>, recibirás un correo con un enlace para elegir una nueva contraseña.
            </p>
            <Link to="/login" className="font-medium text-primary underline-offset-2 hover:underline">
              Volver a Iniciar Sesión
            </Link>
          </div>
        ) : (
          <form {...f.formProps} className="flex flex-col gap-3">
            <p className="text-sm text-base-content/80">Escribe el correo de tu cuenta y te enviaremos un enlace para restablecer tu contraseña.</p>
            <EmailField {...f.input('email')} />
            <Button type="submit" variant="primary" block loading={sending}>
              {sending ? 'Enviando...' : 'Enviar enlace'}
            </Button>
            <Link to="/login" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
              Volver a Iniciar Sesión
            </Link>
          </form>
        )}
      </Card>
    </div>
  );
}
