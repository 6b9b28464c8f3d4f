// An approved host creates a live session (create_live_session); every list of live events refreshes.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { refreshResources } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import type { NewLiveSession } from '../session-rules';

export function createLiveSessionMutation() {
  return mutationOptions({
    mutationFn: async (input: NewLiveSession): Promise<number> => {
      const id = unwrap(
        await supabase.rpc('create_live_session', {
          title: input.title,
          description: input.description,
          live_date: input.liveDate,
          duration: input.duration,
          price: input.price,
          topics: input.topics,
        }),
      );
      if (typeof id !== 'number') throw new Error('create_live_session answered no id');
      return id;
    },
    meta: { errorTitle: 'No se pudo crear la sesión' },
    onSuccess: async (_data, _vars, _result, { client }) => {
      notify({ title: 'Sesión creada', description: 'Tu sesión en vivo ya está programada.', variant: 'success' });
      // Live events are communities: the community tabs, the communities list and /live-sessions all show them.
      await refreshResources(client, ['live', 'communities', 'search'], { refetch: false });
    },
  });
}
