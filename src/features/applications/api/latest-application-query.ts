// The member's latest application of one kind (RLS: own rows only) with staff's decision, or null when they never applied.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { applicationKeys } from './keys';
import type { ApplicationKind } from '../application-rules';

export interface LatestApplication {
  id: number;
  status: string;
  submitted_at: string;
  decided_at: string | null;
  decision_reason: string | null;
}

export function latestApplicationQuery(userId: string, kind: ApplicationKind) {
  return queryOptions({
    queryKey: applicationKeys.latest(userId, kind),
    queryFn: async (): Promise<LatestApplication | null> =>
      unwrap(
        await supabase
          .from('applications')
          .select('id, status, submitted_at, decided_at, decision_reason')
          .eq('user_id', userId)
          .eq('kind', kind)
          .order('submitted_at', { ascending: false })
          .limit(1)
          .maybeSingle(),
      ),
  });
}
