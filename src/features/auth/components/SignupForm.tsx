// Sign-up: full name, email, password, confirmation; 'Creando Cuenta...' while busy; on success on to /login.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Lock, Mail, User } from 'lucide-react';
import { Button, PasswordField, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { checkSignup } from '../validation';
import { AuthLayout } from './AuthLayout';

const link = 'font-medium text-primary underline-offset-2 hover:underline';

export function SignupForm() {
  const { signUp, loading } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState({ fullName: '', email: '', password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkSignup(form);
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    const ok = await signUp(form.email.trim(), form.password, { full_name: form.fullName.trim() });
    setSubmitting(false);
    if (ok) await navigate({ to: '/login' });
  };

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
        <TextField
          label="Correo electrónico"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="tu@correo.com"
          value={form.email}
          onChange={set('email')}
          required
          icon={<Mail size={18} aria-hidden="true" className="opacity-70" />}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          required
          hint="Al menos 6 caracteres."
          icon={<Lock size={18} aria-hidden="true" className="opacity-70" />}
        />
        <PasswordField
          label="Confirmar contraseña"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          required
          icon={<Lock size={18} aria-hidden="true" className="opacity-70" />}
        />
        <Button type="submit" variant="primary" block loading={submitting} disabled={busy}>
          {submitting ? 'Creando Cuenta...' : 'Crear Cuenta'}
        </Button>
      </form>
    </AuthLayout>
  );
}
