// Sends the sign-up confirmation mail again; its link confirms the address and signs in on this app's /login.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';

export function resendConfirmationMutation() {
  return mutationOptions({
    mutationFn: (email: string) =>
      authCall(() => supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${window.location.origin}/login` } })),
    meta: { silent: true },
    onSuccess: () =>
      void notify({
        title: 'Correo reenviado',
        description: 'Te enviamos un nuevo enlace de confirmación. Revisa tu bandeja de entrada.',
        variant: 'success',
      }),
    onError: (error) => void notifyFailure('Error al reenviar el correo', toAppError(error)),
  });
}
