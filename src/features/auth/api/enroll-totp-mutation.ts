// Starts two-step verification: drops an unfinished enrolment, then enrols an authenticator app (QR code + secret).
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { codedError, toAppError } from '@/lib/errors';
import { notifyFailure } from '@/lib/toast';

export const TOTP_FRIENDLY_NAME = 'App de autenticación';

export function enrollTotpMutation() {
  return mutationOptions({
    mutationFn: async () => {
      const { data: list } = await authCall(() => supabase.auth.mfa.listFactors());
      for (const f of (list?.all ?? []).filter((x) => x.status === 'unverified')) {
        await authCall(() => supabase.auth.mfa.unenroll({ factorId: f.id }));
      }
      const { data } = await authCall(() => supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: TOTP_FRIENDLY_NAME, issuer: 'Nexo' }));
      if (!data) throw codedError('unexpected');
      return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
    },
    meta: { silent: true },
    onError: (error) => void notifyFailure('No se pudo activar la verificación', toAppError(error)),
  });
}
