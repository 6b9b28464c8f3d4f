// toggle_save_post(post_id): saves or unsaves; the bookmark flips at once and flips back on failure.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { postKeys } from './keys';
import { setViewerState } from './set-viewer-state';
import type { PostViewerState } from './types';

export function toggleSavePostMutation(postId: number, viewerId: string) {
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => unwrap(await supabase.rpc('toggle_save_post', { post_id: postId })) === true,
    meta: { errorTitle: 'Error al guardar' },
    onMutate: (_vars, { client }): PostViewerState => setViewerState(client, postId, viewerId, (before) => ({ saved: !before.saved })),
    onError: (_e, _v, before, { client }) => void (before && setViewerState(client, postId, viewerId, { saved: before.saved })),
    onSuccess: (saved, _vars, _result, { client }) => {
      setViewerState(client, postId, viewerId, { saved });
      void client.invalidateQueries({ queryKey: postKeys.saved(viewerId) });
      notify(
        saved
          ? { title: 'Publicación guardada', description: 'Puedes verla en la pestaña Guardados de tu perfil.', variant: 'success' }
          : { title: 'Publicación eliminada de guardados', variant: 'success' },
      );
    },
  });
}
