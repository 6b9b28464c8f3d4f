// Block / unblock a member (toggle_block); their posts and comments disappear from the blocker's views.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { profileKeys } from './keys';
import type { ProfileRow } from './profile-query';
import type { ProfileViewerState } from './viewer-state-query';

export function useToggleBlockMutation(profile: ProfileRow, viewerId: string) {
  const qc = useQueryClient();
  const viewerKey = profileKeys.viewer(profile.id, viewerId);
  return useMutation({
    mutationFn: async () => !!unwrap(await supabase.rpc('toggle_block', { profile_id: profile.id })),
    meta: { errorTitle: 'Error al bloquear' },
    onSuccess: (blocked) => {
      const viewer = qc.getQueryData<ProfileViewerState>(viewerKey);
      if (viewer) qc.setQueryData(viewerKey, { ...viewer, blocked });
      notify(
        blocked
          ? { title: 'Usuario bloqueado', description: `Ya no verás publicaciones ni comentarios de ${profile.name}.`, variant: 'success' }
          : { title: 'Usuario desbloqueado', description: `Vuelves a ver el contenido de ${profile.name}.`, variant: 'success' },
      );
      // Every list of posts and comments depends on whom the viewer blocked.
      void qc.invalidateQueries();
    },
  });
}
