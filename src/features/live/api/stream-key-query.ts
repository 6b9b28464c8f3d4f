// The host's OBS stream key of one live event (live_stream_key creates it on first read; nobody else can read it).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { ViewerId } from '@/lib/query-keys';
import { liveKeys } from './keys';

export function streamKeyQuery(viewerId: ViewerId, eventId: number) {
  return queryOptions({
    queryKey: liveKeys.streamKey(viewerId, eventId),
    queryFn: async (): Promise<string> => unwrap(await supabase.rpc('live_stream_key', { event_id: eventId })) as string,
    staleTime: Infinity,
    meta: { errorTitle: 'No se pudo leer la clave de transmisión' },
  });
}
