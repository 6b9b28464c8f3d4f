// Block / unblock a member (toggle_block) from their profile; their posts and comments leave the viewer's lists.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { refreshResources, refreshViewer } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { profileKeys } from './keys';
import type { ProfileRow } from './profile-query';
import type { ProfileViewerState } from './viewer-state-query';

export function toggleBlockMutation(queryClient: QueryClient, profile: ProfileRow, viewerId: string) {
  const viewerKey = profileKeys.viewer(profile.id, viewerId);
  return mutationOptions({
    mutationFn: async () => !!unwrap(await supabase.rpc('toggle_block', { profile_id: profile.id })),
    meta: { errorTitle: 'Error al bloquear' },
    onSuccess: (blocked) => {
      queryClient.setQueryData(viewerKey, (viewer: ProfileViewerState | undefined) => (viewer ? { ...viewer, blocked } : viewer));
      notify(
        blocked
          ? { title: 'Usuario bloqueado', description: `Ya no verás publicaciones ni comentarios de ${profile.name}.`, variant: 'success' }
          : { title: 'Usuario desbloqueado', description: `Vuelves a ver el contenido de ${profile.name}.`, variant: 'success' },
      );
      // Every list of posts and comments, and everything the viewer sees, depends on whom they blocked.
      void refreshResources(queryClient, ['posts', 'comments', 'profiles']);
      void refreshViewer(queryClient, viewerId);
    },
  });
}
