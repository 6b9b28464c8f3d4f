// Sends the password-recovery mail, whose link leads back to this app's reset page.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { RESET_PASSWORD_PATH, authCall } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';

export function requestPasswordResetMutation() {
  return mutationOptions({
    mutationFn: (email: string) =>
      authCall(() => supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}` })),
    meta: { silent: true },
    onSuccess: () =>
      void notify({
        title: 'Correo enviado',
        description: 'Si existe una cuenta con ese correo, recibirás un enlace para restablecer tu contraseña.',
        variant: 'success',
      }),
    onError: (error) => void notifyFailure('Error al enviar el correo', toAppError(error)),
  });
}
