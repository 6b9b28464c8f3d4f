// Sign-up: full name, email, password, confirmation; 'Creando Cuenta...' while busy; on success on to /login.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { User } from 'lucide-react';
import { Button, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { showInvalidField } from '@/components/form';
import { notify } from '@/lib/toast';
import { signUpMutation } from '../api/sign-up-mutation';
import { checkSignup } from '../account-rules';
import { AuthLayout } from './AuthLayout';
import { AccountPasswordField, EmailField } from './fields';

const link = 'font-medium text-primary underline-offset-2 hover:underline';

export function SignupForm() {
  const { loading } = useAuth();
  const navigate = useNavigate();
  const signUp = useMutation(signUpMutation());
  const [form, setForm] = useState({ fullName: '', email: '', password: '', confirmPassword: '' });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkSignup(form);
    showInvalidField(e.currentTarget as HTMLFormElement, problem?.field);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    signUp.mutate(
      { email: form.email.trim(), password: form.password, fullName: form.fullName.trim() },
      { onSuccess: () => void navigate({ to: '/login' }) },
    );
  };

  const submitting = signUp.isPending;
  const busy = submitting || loading;
  return (
    <AuthLayout
      title="Crear Cuenta"
      subtitle="Únete a la comunidad para conectar, aprender y crear."
      footer={
        <p>
          ¿Ya tienes una cuenta?{' '}
          <Link to="/login" className={link}>
            Inicia sesión
          </Link>
        </p>
      }
    >
      <form className="mt-2 flex flex-col gap-3" onSubmit={submit} noValidate>
        <TextField
          label="Nombre completo"
          name="fullName"
          autoComplete="name"
          value={form.fullName}
          onChange={set('fullName')}
          required
          icon={<User size={18} aria-hidden="true" className="opacity-70" />}
        />
        <EmailField value={form.email} onChange={set('email')} />
        <AccountPasswordField
          label="Contraseña"
          name="password"
          kind="new"
          value={form.password}
          onChange={set('password')}
          hint="Al menos 6 caracteres."
        />
        <AccountPasswordField
          label="Confirmar contraseña"
          name="confirmPassword"
          kind="new"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <Button type="submit" variant="primary" block loading={submitting} disabled={busy}>
          {submitting ? 'Creando Cuenta...' : 'Crear Cuenta'}
        </Button>
      </form>
    </AuthLayout>
  );
}
