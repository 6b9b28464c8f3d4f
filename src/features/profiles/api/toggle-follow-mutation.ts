// Follow / unfollow (toggle_follow): optimistic follower count and state, rollback on failure, toast each way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { profileKeys } from './keys';
import type { ProfileRow } from './profile-query';
import type { ProfileViewerState } from './viewer-state-query';
import { nextFollowers } from '../rules';

export function useToggleFollowMutation(profile: ProfileRow, viewerId: string) {
  const qc = useQueryClient();
  const detailKey = profileKeys.detail(profile.id);
  const viewerKey = profileKeys.viewer(profile.id, viewerId);
  return useMutation({
    mutationFn: async () => !!unwrap(await supabase.rpc('toggle_follow', { profile_id: profile.id })),
    meta: { errorTitle: 'Error al seguir' },
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: detailKey });
      await qc.cancelQueries({ queryKey: viewerKey });
      const before = { detail: qc.getQueryData<ProfileRow | null>(detailKey), viewer: qc.getQueryData<ProfileViewerState>(viewerKey) };
      const now = !before.viewer?.following;
      if (before.viewer) qc.setQueryData(viewerKey, { ...before.viewer, following: now });
      if (before.detail) qc.setQueryData(detailKey, { ...before.detail, followers_count: nextFollowers(before.detail.followers_count, now) });
      return before;
    },
    onSuccess: (following) => {
      notify(
        following
          ? { title: 'Siguiendo', description: `Ahora sigues a ${profile.name}.`, variant: 'success' }
          : { title: 'Dejaste de seguir', description: `Ya no sigues a ${profile.name}.`, variant: 'success' },
      );
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.detail) qc.setQueryData(detailKey, ctx.detail);
      if (ctx?.viewer) qc.setQueryData(viewerKey, ctx.viewer);
    },
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: detailKey }), qc.invalidateQueries({ queryKey: viewerKey })]),
  });
}
