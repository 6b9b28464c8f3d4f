// The member's authenticator-app factor (verified or not) from supabase-js mfa.listFactors.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { authKeys } from './keys';

export function mfaFactorsQuery(viewerId: string) {
  return queryOptions({
    queryKey: authKeys.factors(viewerId),
    queryFn: async () => {
      const { data } = await authCall(() => supabase.auth.mfa.listFactors());
      return { verified: data?.totp[0] ?? null, all: data?.all ?? [] };
    },
  });
}
