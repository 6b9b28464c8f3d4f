// Settings: change the password (updateUser), new password twice.
import { useState, type FormEvent } from 'react';
import { Button, PasswordField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { checkPassword } from '../validation';

export function PasswordSettings() {
  const { updatePassword } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkPassword(password, confirm);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    setSaving(true);
    const ok = await updatePassword(password);
    setSaving(false);
    if (ok) {
      setPassword('');
      setConfirm('');
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="settings-password-title" noValidate>
      <h2 id="settings-password-title" className="text-xl font-semibold">
        Cambiar contraseña
      </h2>
      <PasswordField label="Nueva contraseña" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
      <PasswordField label="Confirmar nueva contraseña" value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
      <div>
        <Button type="submit" loading={saving}>
          Actualizar contraseña
        </Button>
      </div>
    </form>
  );
}
