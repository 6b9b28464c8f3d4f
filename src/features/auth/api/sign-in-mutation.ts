// Password sign-in; the welcome toast comes from the session change (AuthNotices), failures toast here.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notifyFailure } from '@/lib/toast';

export function signInMutation() {
  return mutationOptions({
    mutationFn: ({ email, password }: { email: string; password: string }) => authCall(() => supabase.auth.signInWithPassword({ email, password })),
    meta: { silent: true },
    onError: (error) => void notifyFailure('Error de Inicio de Sesión', toAppError(error)),
  });
}
