// Turn a joined community's notifications on or off (toggle_community_notifications): optimistic, rolled back on failure.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { membershipQuery } from './membership-query';
import type { Membership } from './types';

export function toggleNotificationsMutation(communityId: number, userId: string) {
  const key = membershipQuery(communityId, userId).queryKey;
  return mutationOptions({
    mutationFn: async (): Promise<boolean> =>
      unwrap(await supabase.rpc('toggle_community_notifications', { community_id: communityId })) === true,
    meta: { errorTitle: 'No se pudieron cambiar las notificaciones' },
    onMutate: async (_vars, { client }): Promise<{ before: Membership | null | undefined }> => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) {
        const next: Membership = { ...before, notifications_enabled: !before.notifications_enabled };
        client.setQueryData(key, () => next);
      }
      return { before };
    },
    onError: (_error, _vars, ctx, { client }) => {
      if (ctx) client.setQueryData(key, ctx.before);
    },
    onSuccess: (enabled, _vars, _result, { client }) => {
      client.setQueryData(key, (m: Membership | null | undefined) => (m ? { ...m, notifications_enabled: enabled } : m));
      notify({ title: enabled ? 'Notificaciones activadas' : 'Notificaciones desactivadas', variant: 'success' });
    },
    onSettled: (_data, _error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: key }),
  });
}
