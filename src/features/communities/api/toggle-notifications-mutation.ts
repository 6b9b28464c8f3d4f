// Turn a joined community's notifications on or off (toggle_community_notifications): optimistic, rolled back on failure.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { membershipQuery } from './membership-query';
import type { Membership } from './types';

export function toggleNotificationsMutation(queryClient: QueryClient, communityId: number, userId: string) {
  const key = membershipQuery(communityId, userId).queryKey;
  return mutationOptions({
    mutationFn: async (): Promise<boolean> =>
      unwrap(await supabase.rpc('toggle_community_notifications', { community_id: communityId })) === true,
    meta: { errorTitle: 'No se pudieron cambiar las notificaciones' },
    onMutate: async (): Promise<{ before: Membership | null | undefined }> => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const next: Membership = { ...before, notifications_enabled: !before.notifications_enabled };
        queryClient.setQueryData(key, () => next);
      }
      return { before };
    },
    onError: (_error, _vars, ctx) => {
      if (ctx) queryClient.setQueryData(key, ctx.before);
    },
    onSuccess: (enabled) => {
      queryClient.setQueryData(key, (m: Membership | null | undefined) => (m ? { ...m, notifications_enabled: enabled } : m));
      notify({ title: enabled ? 'Notificaciones activadas' : 'Notificaciones desactivadas', variant: 'success' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
