// toggle_block(profile_id) from a post: blocks its author (their posts and comments leave the viewer's lists) or unblocks.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { refreshResources } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import type { PostCardData } from './types';

export function toggleBlockAuthorMutation(queryClient: QueryClient, post: PostCardData, viewerId: string) {
  const name = post.author?.name ?? 'este usuario';
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => unwrap(await supabase.rpc('toggle_block', { profile_id: post.author_id })) === true,
    meta: { errorTitle: 'Error al bloquear' },
    onSuccess: (blocked) => {
      void refreshResources(queryClient, ['posts', 'comments'], { viewerId });
      notify({
        title: blocked ? 'Usuario bloqueado' : 'Usuario desbloqueado',
        description: blocked ? `Ya no verás publicaciones ni comentarios de ${name}.` : `Vuelves a ver el contenido de ${name}.`,
        variant: 'success',
      });
    },
  });
}
