// The signed-in member's latest host application (RLS: own rows only), or null when they never applied.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { liveHostKeys } from './keys';
import type { HostApplication } from './types';

export function hostApplicationQuery(userId: string) {
  return queryOptions({
    queryKey: liveHostKeys.hostApplication(userId),
    queryFn: async (): Promise<HostApplication | null> => {
      const row = unwrap(
        await supabase
          .from('applications')
          .select('id, status, submitted_at, decided_at, decision_reason')
          .eq('user_id', userId)
          .eq('kind', 'host')
          .order('submitted_at', { ascending: false })
          .limit(1)
          .maybeSingle(),
      );
      return (row as HostApplication | null) ?? null;
    },
  });
}
