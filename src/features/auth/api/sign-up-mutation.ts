// Sign-up: creates the account and leaves the visitor signed out, to continue at /login after confirming the e-mail.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall, quietly } from '@/lib/auth';
import { AppError, messageForCode, toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

export function signUpMutation() {
  return mutationOptions({
    // Quiet: the service may sign the new account in and out here; the sign-up toast is the only one.
    mutationFn: ({ email, password, fullName }: SignUpInput) =>
      quietly(async () => {
        const { data: result } = await authCall(() =>
          supabase.auth.signUp({ email, password, options: { data: { full_name: fullName }, emailRedirectTo: `${window.location.origin}/login` } }),
        );
        // An empty identities list is how the service hides an address that is already registered.
        if (result.user && (result.user.identities ?? []).length === 0) {
          throw new AppError(messageForCode('user_already_exists') ?? '', { code: 'user_already_exists' });
        }
        // Without e-mail confirmation the service signs the user in at once; the flow continues at /login.
        if (result.session) await supabase.auth.signOut({ scope: 'local' });
      }),
    meta: { silent: true },
    onSuccess: () => void notify({ title: 'Registro Exitoso', description: 'Por favor, revisa tu correo para confirmar tu cuenta.', variant: 'success' }),
    onError: (error) => void notifyFailure('Error de Registro', toAppError(error), 'Ocurrió un error inesperado durante el registro.'),
  });
}
