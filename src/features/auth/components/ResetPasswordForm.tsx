// Reset password: reached from the recovery mail's link (the session arrives in the URL), sets the new password.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Spinner } from '@/components/ui';
import { PageTitle } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { showInvalidField } from '@/components/form';
import { notify } from '@/lib/toast';
import { updatePasswordMutation } from '../api/update-password-mutation';
import { checkNewPassword } from '../account-rules';
import { AccountPasswordField } from './fields';

export function ResetPasswordForm({ linkError }: { linkError?: string }) {
  const { session, loading } = useAuth();
  const navigate = useNavigate();
  const update = useMutation(updatePasswordMutation());
  const [form, setForm] = useState({ password: '', confirmPassword: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkNewPassword(form);
    showInvalidField(e.currentTarget as HTMLFormElement, problem?.field);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    update.mutate(form.password, { onSuccess: () => void navigate({ to: '/' }) });
  };

  const saving = update.isPending;

  let body;
  if (loading && !saving && !session) {
    body = <Spinner label="Comprobando el enlace..." />;
  } else if (!session) {
    body = (
      <div className="flex flex-col gap-3" role="alert">
        <p>{linkError ? 'El enlace no es válido o ha caducado. Solicita uno nuevo.' : 'Abre el enlace que te enviamos por correo para elegir una nueva contraseña.'}</p>
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-2 hover:underline">
          Solicitar un nuevo enlace
        </Link>
      </div>
    );
  } else {
    body = (
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <p className="text-sm text-base-content/80">Elige una nueva contraseña para {session.user.email}.</p>
        <AccountPasswordField
          label="Nueva contraseña"
          name="password"
          kind="new"
          value={form.password}
          onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
          hint="Al menos 6 caracteres."
        />
        <AccountPasswordField
          label="Confirmar nueva contraseña"
          name="confirmPassword"
          kind="new"
          value={form.confirmPassword}
          onChange={(e) => setForm((f) => ({ ...f, confirmPassword: e.target.value }))}
        />
        <Button type="submit" variant="primary" block loading={saving}>
          {saving ? 'Guardando...' : 'Guardar contraseña'}
        </Button>
      </form>
    );
  }

  return (
    <div className="mx-auto max-w-md">
      <PageTitle title="Nueva contraseña" />
      <Card>
        <h1 className="text-2xl font-bold">Nueva contraseña</h1>
        {body}
      </Card>
    </div>
  );
}
