// Sign-up: full name, email, password, confirmation; 'Creando Cuenta...' while busy; on success on to /login.
import { useNavigate } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { User } from 'lucide-react';
import { Button, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { useAppForm } from '@/components/form';
import { signUpMutation } from '../api/sign-up-mutation';
import { checkSignup } from '../account-rules';
import { AuthLayout } from './AuthLayout';
import { EmailField, NewPasswordFields } from './fields';

export function SignupForm() {
  const { loading } = useAuth();
  const navigate = useNavigate();
  const signUp = useMutation(signUpMutation());
  const submitting = signUp.isPending;
  const busy = submitting || loading;
  const f = useAppForm({
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
    busy,
    disableFields: false,
    check: checkSignup,
    onSubmit: (v) => signUp.mutate({ email: v.email.trim(), password: v.password, fullName: v.fullName.trim() }, { onSuccess: () => void navigate({ to: '/login' }) }),
  });
  return (
    <AuthLayout
      title="Crear Cuenta"
      subtitle="Únete a la comunidad para conectar, aprender y crear."
      other={{ question: '¿Ya tienes una cuenta?', to: '/login', label: 'Inicia sesión' }}
    >
      <form {...f.formProps} className="mt-2 flex flex-col gap-3">
        <TextField
          label="Nombre completo"
          autoComplete="name"
          required
          {...f.input('fullName')}
          icon={<User size={18} aria-hidden="true" className="opacity-70" />}
        />
        <EmailField {...f.input('email')} />
        <NewPasswordFields labels={['Contraseña', 'Confirmar contraseña']} password={f.input('password')} confirm={f.input('confirmPassword')} />
        <Button type="submit" variant="primary" block loading={submitting} disabled={busy}>
          {submitting ? 'Creando Cuenta...' : 'Crear Cuenta'}
        </Button>
      </form>
    </AuthLayout>
  );
}
