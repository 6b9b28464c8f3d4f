// The host deletes the recording of a live event: the database forgets it first (viewers stop seeing 'Ver
// repetición'), then its playlists and segments leave the `live` bucket.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { removeFolder } from '@/lib/storage-upload';
import { notify } from '@/lib/toast';
import { liveKeys } from './keys';

export function deleteRecordingMutation(eventId: number) {
  return mutationOptions({
    mutationFn: async (): Promise<void> => {
      unwrap(await supabase.rpc('delete_live_recording', { event_id: eventId }));
      await removeFolder('live', String(eventId));
    },
    meta: { errorTitle: 'No se pudo eliminar la grabación' },
    onSuccess: (_d, _v, _r, { client }) => {
      notify({ title: 'Grabación eliminada', variant: 'success' });
      return client.invalidateQueries({ queryKey: liveKeys.broadcast(eventId) });
    },
  });
}
