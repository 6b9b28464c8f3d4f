// Forgot password: asks for the e-mail and sends the recovery link (back to the reset page of this app).
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button, Card } from '@/components/ui';
import { PageTitle } from '@/components/layout';
import { showInvalidField } from '@/components/form';
import { notify } from '@/lib/toast';
import { requestPasswordResetMutation } from '../api/request-password-reset-mutation';
import { EmailField } from './fields';

export function ForgotPasswordForm() {
  const reset = useMutation(requestPasswordResetMutation());
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    showInvalidField(e.currentTarget as HTMLFormElement, address ? undefined : 'email');
    if (!address) {
      notify({ title: 'Campos requeridos', description: 'Por favor, introduce tu correo electrónico.', variant: 'destructive' });
      return;
    }
    reset.mutate(address, { onSuccess: () => setSentTo(address) });
  };

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
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
            <p className="text-sm text-base-content/80">Escribe el correo de tu cuenta y te enviaremos un enlace para restablecer tu contraseña.</p>
            <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
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
