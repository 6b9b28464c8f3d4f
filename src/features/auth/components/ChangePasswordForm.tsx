// 'Cambiar contraseña' card of /settings: the new password twice, saved with updateUser.
import { Button, PasswordField } from '@/components/ui';
import { useNewPasswordForm } from '../use-new-password-form';

export function ChangePasswordForm() {
  const { form: f, saving } = useNewPasswordForm('reset');

  return (
    <form {...f.formProps} className="flex flex-col gap-4" aria-labelledby="settings-password-title">
      <h2 id="settings-password-title" className="text-xl font-semibold">
        Cambiar contraseña
      </h2>
      <PasswordField label="Nueva contraseña" autoComplete="new-password" {...f.input('password')} />
      <PasswordField label="Confirmar nueva contraseña" autoComplete="new-password" {...f.input('confirmPassword')} />
      <div>
        <Button type="submit" loading={saving}>
          Actualizar contraseña
        </Button>
      </div>
    </form>
  );
}
