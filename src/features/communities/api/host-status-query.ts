// Whether the signed-in member is an approved live host: their own 'host' application with status 'approved' (RLS: own rows only).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { communityKeys } from './keys';

export function hostStatusQuery(userId: string | null) {
  return queryOptions({
    queryKey: communityKeys.hostStatus(userId),
    queryFn: async (): Promise<boolean> => {
      if (!userId) return false;
      const rows = unwrap(
        await supabase.from('applications').select('id').eq('user_id', userId).eq('kind', 'host').eq('status', 'approved').limit(1),
      );
      return (rows ?? []).length > 0;
    },
  });
}
