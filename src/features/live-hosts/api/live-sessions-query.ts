// /live-sessions: every live event by date ascending, with its status at the server clock.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { liveHostKeys } from './keys';
import type { LiveSession } from './types';

const COLUMNS = 'id, name, description, live_date, duration, host_id, host_name, price, topics, members_count, current_live_status';

export function liveSessionsQuery() {
  return queryOptions({
    queryKey: liveHostKeys.sessions,
    queryFn: async (): Promise<LiveSession[]> => {
      const rows = unwrap(
        await supabase.from('communities').select(COLUMNS).eq('is_live_event', true).order('live_date', { ascending: true }).order('id'),
      );
      return (rows ?? []) as unknown as LiveSession[];
    },
    // The badge is the server's status when read; re-read now and then so an open list follows the clock.
    refetchInterval: 60_000,
  });
}
