// The author deletes their post (delete_post): it leaves every list; others' comments stay under 'Publicación eliminada'.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { refreshResources, type ViewerId } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

export function deletePostMutation(postId: number, viewerId: ViewerId) {
  return mutationOptions({
    mutationFn: async (): Promise<void> => void unwrap(await supabase.rpc('delete_post', { post_id: postId })),
    meta: { errorTitle: 'Error al eliminar la publicación' },
    onSuccess: async (_data, _vars, _result, { client }) => {
      notify({ title: 'Publicación eliminada', description: 'Tu publicación ya no aparece en la comunidad.', variant: 'success' });
      // Not the page being left: its refetch would only say the post is gone.
      await refreshResources(client, ['posts', 'communities', 'profiles'], { viewerId, refetch: false });
    },
  });
}
