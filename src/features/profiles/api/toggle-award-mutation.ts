// Award / withdraw a creator's profile award (toggle_profile_award): optimistic count, self-award refusal toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toAppError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { profileKeys } from './keys';
import type { ProfileRow } from './profile-query';
import type { ProfileViewerState } from './viewer-state-query';
import { refusalToast } from '../rules';

export function useToggleAwardMutation(profile: ProfileRow, viewerId: string) {
  const qc = useQueryClient();
  const detailKey = profileKeys.detail(profile.id);
  const viewerKey = profileKeys.viewer(profile.id, viewerId);
  return useMutation({
    mutationFn: async () => !!unwrap(await supabase.rpc('toggle_profile_award', { profile_id: profile.id })),
    meta: { silent: true },
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: detailKey });
      await qc.cancelQueries({ queryKey: viewerKey });
      const before = { detail: qc.getQueryData<ProfileRow | null>(detailKey), viewer: qc.getQueryData<ProfileViewerState>(viewerKey) };
      const now = !before.viewer?.awarded;
      if (before.viewer) qc.setQueryData(viewerKey, { ...before.viewer, awarded: now });
      if (before.detail) {
        qc.setQueryData(detailKey, { ...before.detail, recognitions_count: Math.max(0, before.detail.recognitions_count + (now ? 1 : -1)) });
      }
      return before;
    },
    onSuccess: (awarded) => {
      notify(
        awarded
          ? { title: '¡Creador Premiado!', description: `Has premiado a ${profile.name}.`, variant: 'success' }
          : { title: 'Premio Retirado', description: `Has retirado tu premio a ${profile.name}.`, variant: 'success' },
      );
    },
    onError: (error, _v, ctx) => {
      if (ctx?.detail) qc.setQueryData(detailKey, ctx.detail);
      if (ctx?.viewer) qc.setQueryData(viewerKey, ctx.viewer);
      const app = toAppError(error);
      notify(refusalToast(app) ?? { title: 'Error al premiar', description: app.message, variant: 'destructive' });
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: detailKey }), qc.invalidateQueries({ queryKey: viewerKey })]),
  });
}
