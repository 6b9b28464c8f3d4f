// Removes one of the member's passkeys (supabase-js auth.passkey.delete).
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';

export function removePasskeyMutation() {
  return mutationOptions({
    mutationFn: async (passkeyId: string) => {
      await authCall(() => supabase.auth.passkey.delete({ passkeyId }));
    },
    meta: { silent: true },
    onSuccess: () => void notify({ title: 'Llave de acceso eliminada', description: 'Ya no podrás iniciar sesión con ella.', variant: 'success' }),
    onError: (error) => void notifyFailure('No se pudo eliminar la llave de acceso', toAppError(error)),
  });
}
