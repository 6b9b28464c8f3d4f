// Join or leave a community (toggle_membership): optimistic membership and member count, rolled back with a toast on failure.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { refreshViewer } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { communityKeys } from './keys';
import { communityQuery } from './community-query';
import { membershipQuery } from './membership-query';
import type { Community, Membership } from './types';

interface Snapshot {
  membership: Membership | null | undefined;
  community: Community | null | undefined;
}

export function toggleMembershipMutation(communityId: number, userId: string) {
  const membershipKey = membershipQuery(communityId, userId).queryKey;
  const detailKey = communityQuery(communityId).queryKey;
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => (await unwrapRpc(communityId)) === true,
    meta: { errorTitle: 'No se pudo actualizar la membresía' },
    onMutate: async (_vars, { client }): Promise<Snapshot> => {
      await Promise.all([client.cancelQueries({ queryKey: membershipKey }), client.cancelQueries({ queryKey: detailKey })]);
      const membership = client.getQueryData(membershipKey);
      const community = client.getQueryData(detailKey);
      const joining = !membership;
      const nextMembership: Membership | null = joining ? { notifications_enabled: true } : null;
      client.setQueryData(membershipKey, () => nextMembership);
      if (community) {
        const nextCommunity: Community = { ...community, members_count: Math.max(0, community.members_count + (joining ? 1 : -1)) };
        client.setQueryData(detailKey, () => nextCommunity);
      }
      return { membership, community };
    },
    onError: (_error, _vars, snapshot, { client }) => {
      if (!snapshot) return;
      client.setQueryData(membershipKey, snapshot.membership);
      client.setQueryData(detailKey, snapshot.community);
    },
    onSuccess: (joined) => {
      notify(
        joined
          ? { title: 'Te has unido a la comunidad', variant: 'success' }
          : { title: 'Has abandonado la comunidad', variant: 'success' },
      );
    },
    onSettled: (_data, _error, _vars, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: membershipKey }),
        client.invalidateQueries({ queryKey: detailKey }),
        client.invalidateQueries({ queryKey: communityKeys.list }),
        client.invalidateQueries({ queryKey: communityKeys.topMembers(communityId) }),
        // Other pages derive from memberships (home Siguiendo, profile Mis Comunidades): stale, refetched when shown.
        refreshViewer(client, userId, { refetch: false }),
      ]),
  });
}

async function unwrapRpc(communityId: number): Promise<boolean | null> {
  return unwrap(await supabase.rpc('toggle_membership', { community_id: communityId }));
}
