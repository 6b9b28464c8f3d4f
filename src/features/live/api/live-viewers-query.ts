// How many pages watch a live event, as the server last counted them (live_viewer_counts); the 'viewers' broadcasts
// on live:<id> replace it as the count changes.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { liveKeys } from './keys';

export function liveViewersQuery(id: number) {
  return queryOptions({
    queryKey: liveKeys.viewers(id),
    queryFn: async (): Promise<number> => {
      const row = unwrap(await supabase.from('live_viewer_counts').select('viewers').eq('event_id', id).maybeSingle()) as { viewers: number } | null;
      return row?.viewers ?? 0;
    },
    staleTime: Infinity,
  });
}
