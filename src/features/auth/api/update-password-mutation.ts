// Sets a new password for the signed-in member (recovery link or settings); its own toast replaces the profile-update one.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall, quietly } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notify, notifyFailure } from '@/lib/toast';

export function updatePasswordMutation() {
  return mutationOptions({
    mutationFn: (password: string) => quietly(() => authCall(() => supabase.auth.updateUser({ password }))),
    meta: { silent: true },
    onSuccess: () => void notify({ title: 'Contraseña actualizada', description: 'Ya puedes usar tu nueva contraseña.', variant: 'success' }),
    onError: (error) => void notifyFailure('Error al actualizar la contraseña', toAppError(error)),
  });
}
