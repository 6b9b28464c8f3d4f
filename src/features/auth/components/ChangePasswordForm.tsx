// 'Cambiar contraseña' card of /settings: the new password twice, saved with updateUser.
import { useMutation } from '@tanstack/react-query';
import { Button, PasswordField } from '@/components/ui';
import { useAppForm } from '@/components/form';
import { updatePasswordMutation } from '../api/update-password-mutation';
import { checkNewPassword } from '../account-rules';

export function ChangePasswordForm() {
  const update = useMutation(updatePasswordMutation());
  const f = useAppForm({
    defaultValues: { password: '', confirmPassword: '' },
    busy: update.isPending,
    disableFields: false,
    check: checkNewPassword,
    onSubmit: ({ password }) => update.mutate(password, { onSuccess: () => f.reset() }),
  });

  return (
    <form {...f.formProps} className="flex flex-col gap-4" aria-labelledby="settings-password-title">
      <h2 id="settings-password-title" className="text-xl font-semibold">
        Cambiar contraseña
      </h2>
      <PasswordField label="Nueva contraseña" autoComplete="new-password" {...f.input('password')} />
      <PasswordField label="Confirmar nueva contraseña" autoComplete="new-password" {...f.input('confirmPassword')} />
      <div>
        <Button type="submit" loading={update.isPending}>
          Actualizar contraseña
        </Button>
      </div>
    </form>
  );
}
