// Login: email, password with show/hide, 'Iniciando Sesión...' while busy, then back to `redirect` (or home).
import { useState, type FormEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Lock, Mail } from 'lucide-react';
import { Button, PasswordField, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { safeRedirect } from '@/lib/redirect';
import { notify } from '@/lib/toast';
import { checkLogin } from '../validation';
import { AuthLayout } from './AuthLayout';

const link = 'font-medium text-primary underline-offset-2 hover:underline';

export function LoginForm({ redirect }: { redirect?: string }) {
  const { signIn, loading } = useAuth();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkLogin({ email, password });
    if (problem) {
      notify({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    const ok = await signIn(email.trim(), password);
    setSubmitting(false);
    if (ok) router.history.push(safeRedirect(redirect));
  };

  const busy = submitting || loading;
  return (
    <AuthLayout
      title="Iniciar Sesión"
      subtitle="Bienvenido de nuevo. Ingresa tus datos para continuar."
      footer={
        <p>
          ¿No tienes una cuenta?{' '}
          <Link to="/signup" className={link}>
            Regístrate
          </Link>
        </p>
      }
    >
      <form className="mt-2 flex flex-col gap-3" onSubmit={submit} noValidate>
        <TextField
          label="Correo electrónico"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="tu@correo.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          icon={<Mail size={18} aria-hidden="true" className="opacity-70" />}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          icon={<Lock size={18} aria-hidden="true" className="opacity-70" />}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className={link}>
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="submit" variant="primary" block loading={submitting} disabled={busy}>
          {submitting ? 'Iniciando Sesión...' : 'Iniciar Sesión'}
        </Button>
      </form>
    </AuthLayout>
  );
}
