// Turns two-step verification off: removes the authenticator-app factor.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';

export function removeFactorMutation() {
  return mutationOptions({
    mutationFn: async (factorId: string) => {
      await authCall(() => supabase.auth.mfa.unenroll({ factorId }));
      // The session drops to one step with the factor; refresh it so its token says so.
      await supabase.auth.refreshSession();
    },
    meta: { silent: true },
    onSuccess: () =>
      void notify({ title: 'Verificación en dos pasos desactivada', description: 'Ya no te pediremos un código al iniciar sesión.', variant: 'success' }),
    onError: (error) => void notifyFailure('No se pudo desactivar la verificación', toAppError(error)),
  });
}
