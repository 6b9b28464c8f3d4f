// 'Regenerar clave': a new OBS stream key; the old one is refused from now on.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { ViewerId } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { liveKeys } from './keys';

export function regenerateStreamKeyMutation(viewerId: ViewerId, eventId: number) {
  return mutationOptions({
    mutationFn: async (): Promise<string> => unwrap(await supabase.rpc('regenerate_live_stream_key', { event_id: eventId })) as string,
    meta: { errorTitle: 'No se pudo regenerar la clave' },
    onSuccess: (key, _v, _r, { client }) => {
      client.setQueryData(liveKeys.streamKey(viewerId, eventId), key);
      notify({ title: 'Clave regenerada', description: 'La clave anterior ya no sirve: actualízala en OBS.', variant: 'success' });
    },
  });
}
