// Reset password: reached from the recovery mail's link (the session arrives in the URL), sets the new password.
import { Link, useNavigate } from '@tanstack/react-router';
import { Button, Card, Spinner } from '@/components/ui';
import { PageTitle } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { useNewPasswordForm } from '../use-new-password-form';
import { NewPasswordFields } from './fields';

export function ResetPasswordForm({ linkError }: { linkError?: string }) {
  const { session, loading } = useAuth();
  const navigate = useNavigate();
  const { form: f, saving } = useNewPasswordForm(() => void navigate({ to: '/' }));

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
      <form {...f.formProps} className="flex flex-col gap-3">
        <p className="text-sm text-base-content/80">Elige una nueva contraseña para {session.user.email}.</p>
        <NewPasswordFields labels={['Nueva contraseña', 'Confirmar nueva contraseña']} password={f.input('password')} confirm={f.input('confirmPassword')} />
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
