// Verifies a code of the authenticator app (enrolment or sign-in): the session becomes two-step (aal2).
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall, quietly } from '@/lib/auth';
import { toAppError } from '@/lib/errors';
import { notifyFailure } from '@/lib/toast';

export function verifyTotpMutation(opts: { quiet?: boolean } = {}) {
  return mutationOptions({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => {
      const call = () => authCall(() => supabase.auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, '') }));
      return opts.quiet ? quietly(call) : call();
    },
    meta: { silent: true },
    onError: (error) => void notifyFailure('Código incorrecto', toAppError(error)),
  });
}
