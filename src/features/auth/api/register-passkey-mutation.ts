// Adds a passkey on this device; the ceremony (and its WebAuthn library) loads on the first use.
import { mutationOptions } from '@tanstack/react-query';
import { toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';

export function registerPasskeyMutation() {
  return mutationOptions({
    mutationFn: async () => (await import('./passkey-ceremony')).registerPasskey(),
    meta: { silent: true },
    onSuccess: () =>
      void notify({ title: 'Llave de acceso agregada', description: 'Ya puedes iniciar sesión con ella en este dispositivo.', variant: 'success' }),
    onError: (error) => void notifyFailure('No se pudo agregar la llave de acceso', toAppError(error)),
  });
}
