// Adds a passkey on this device: server options → the browser's WebAuthn prompt → the server verifies and stores it.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';
import { createPasskeyCredential } from './passkey-ceremony';

export function registerPasskeyMutation() {
  return mutationOptions({
    mutationFn: async () => {
      const { data: start } = await authCall(() => supabase.auth.passkey.startRegistration());
      const credential = await createPasskeyCredential(start!.options);
      const { data } = await authCall(() =>
        supabase.auth.passkey.verifyRegistration({ challengeId: start!.challenge_id, credential: credential as never }),
      );
      return data;
    },
    meta: { silent: true },
    onSuccess: () =>
      void notify({ title: 'Llave de acceso agregada', description: 'Ya puedes iniciar sesión con ella en este dispositivo.', variant: 'success' }),
    onError: (error) => void notifyFailure('No se pudo agregar la llave de acceso', toAppError(error)),
  });
}
