// Follow / unfollow (toggle_follow): optimistic follower count and state, rollback on failure, toast each way.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { optimisticProfileToggle } from './optimistic-profile-toggle';
import type { ProfileRow } from './profile-query';

export function toggleFollowMutation(profile: ProfileRow, viewerId: string) {
  const { rollback, ...optimism } = optimisticProfileToggle(profile.id, viewerId, 'following', 'followers_count');
  return mutationOptions({
    mutationFn: async () => !!unwrap(await supabase.rpc('toggle_follow', { profile_id: profile.id })),
    meta: { errorTitle: 'Error al seguir' },
    ...optimism,
    onError: (_e, _v, before, { client }) => rollback(client, before),
    onSuccess: (following) =>
      void notify(
        following
          ? { title: 'Siguiendo', description: `Ahora sigues a ${profile.name}.`, variant: 'success' }
          : { title: 'Dejaste de seguir', description: `Ya no sigues a ${profile.name}.`, variant: 'success' },
      ),
  });
}
