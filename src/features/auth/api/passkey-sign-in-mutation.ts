// Sign-in with a passkey: server options → the device offers its passkeys → the server verifies and opens the session.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notifyFailure } from '@/lib/toast';
import { getPasskeyAssertion } from './passkey-ceremony';

export function passkeySignInMutation() {
  return mutationOptions({
    mutationFn: async () => {
      const { data: start } = await authCall(() => supabase.auth.passkey.startAuthentication());
      const credential = await getPasskeyAssertion(start!.options);
      const { data } = await authCall(() =>
        supabase.auth.passkey.verifyAuthentication({ challengeId: start!.challenge_id, credential: credential as never }),
      );
      return data;
    },
    meta: { silent: true },
    onError: (error) => void notifyFailure('Error de Inicio de Sesión', toAppError(error)),
  });
}
