// The member's passkeys (supabase-js auth.passkey.list): id, name, when added and last used.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authCall } from '@/lib/auth';
import { authKeys } from './keys';

export function passkeysQuery(viewerId: string) {
  return queryOptions({
    queryKey: authKeys.passkeys(viewerId),
    queryFn: async () => (await authCall(() => supabase.auth.passkey.list())).data ?? [],
  });
}
