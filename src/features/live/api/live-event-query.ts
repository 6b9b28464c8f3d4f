// One live event by id with its clock (start, end, server-time offset, status now); null when no live event has that id.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { clockOffset, isLiveStatus } from '../status';
import { liveKeys } from './keys';
import type { LiveClock, LiveEvent, LiveEventRow } from './types';

const COLUMNS = 'id, name, description, banner_url, topics, members_count, live_date, duration, host_id, host_name, price, slow_mode_seconds';

/** live_event_status's answer, timed so the server clock's offset can be estimated. */
async function readClock(id: number): Promise<LiveClock | null> {
  const sentAt = Date.now();
  const data = unwrap(await supabase.rpc('live_event_status', { event_id: id })) as Record<string, unknown> | null;
  const receivedAt = Date.now();
  if (!data || !isLiveStatus(data.status)) return null;
  const serverTime = Date.parse(String(data.server_time));
  return {
    startsAt: Date.parse(String(data.starts_at)),
    endsAt: Date.parse(String(data.ends_at)),
    offset: clockOffset(serverTime, sentAt, receivedAt),
    report: { status: data.status, at: serverTime },
  };
}

export function liveEventQuery(id: number) {
  return queryOptions({
    queryKey: liveKeys.event(id),
    queryFn: async (): Promise<LiveEvent | null> => {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const [row, clock] = await Promise.all([
        supabase.from('communities').select(COLUMNS).eq('id', id).eq('is_live_event', true).maybeSingle().then(unwrap),
        readClock(id),
      ]);
      return row && clock ? { event: row as LiveEventRow, clock } : null;
    },
    // The clock offset and status should be fresh whenever the page opens again.
    staleTime: 5000,
  });
}
