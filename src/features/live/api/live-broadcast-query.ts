// The host's on-air state of one live event (live_broadcasts), kept current by the 'air' broadcasts on live:<id>.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { broadcastFrom, type LiveBroadcast } from '../broadcast';
import { liveKeys } from './keys';

export function liveBroadcastQuery(id: number) {
  return queryOptions({
    queryKey: liveKeys.broadcast(id),
    queryFn: async (): Promise<LiveBroadcast | null> =>
      broadcastFrom(
        unwrap(
          await supabase
            .from('live_broadcasts')
            .select('*')
            .eq('event_id', id)
            .maybeSingle(),
        ),
      ),
    staleTime: 5000,
  });
}
