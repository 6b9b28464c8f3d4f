// Sign-in with a passkey; the ceremony (and its WebAuthn library) loads only when the member asks for it.
import { mutationOptions } from '@tanstack/react-query';
import { toAppError } from '@/lib/errors';
import { notifyFailure } from '@/lib/toast';

export function passkeySignInMutation() {
  return mutationOptions({
    mutationFn: async () => (await import('./passkey-ceremony')).signInWithPasskey(),
    meta: { silent: true },
    onError: (error) => void notifyFailure('Error de Inicio de Sesión', toAppError(error)),
  });
}
