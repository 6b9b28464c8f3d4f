// 'Cambiar contraseña' card of /settings: the new password twice, saved with updateUser.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, PasswordField } from '@/components/ui';
import { showInvalidField } from '@/components/form';
import { notify } from '@/lib/toast';
import { updatePasswordMutation } from '../api/update-password-mutation';
import { checkNewPassword } from '../account-rules';

export function ChangePasswordForm() {
  const update = useMutation(updatePasswordMutation());
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkNewPassword({ password, confirmPassword: confirm });
    showInvalidField(e.currentTarget as HTMLFormElement, problem?.field);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    update.mutate(password, {
      onSuccess: () => {
        setPassword('');
        setConfirm('');
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="settings-password-title" noValidate>
      <h2 id="settings-password-title" className="text-xl font-semibold">
        Cambiar contraseña
      </h2>
      <PasswordField label="Nueva contraseña" name="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
      <PasswordField label="Confirmar nueva contraseña" name="confirmPassword" value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
      <div>
        <Button type="submit" loading={update.isPending}>
          Actualizar contraseña
        </Button>
      </div>
    </form>
  );
}
