// Marks every unread notification read (mark_all_notifications_read), optimistically.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notificationKeys } from './keys';
import type { NotificationRow } from './notifications-query';
import { markRead } from '../state';

export function useMarkAllReadMutation(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await supabase.rpc('mark_all_notifications_read')),
    meta: { errorTitle: 'Error al marcar las notificaciones' },
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: notificationKeys.all(userId) });
      const list = qc.getQueryData<NotificationRow[]>(notificationKeys.list(userId));
      const count = qc.getQueryData<number>(notificationKeys.unread(userId));
      if (list) qc.setQueryData(notificationKeys.list(userId), markRead(list, 'all').list);
      qc.setQueryData(notificationKeys.unread(userId), 0);
      return { list, count };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.list) qc.setQueryData(notificationKeys.list(userId), ctx.list);
      if (ctx?.count !== undefined) qc.setQueryData(notificationKeys.unread(userId), ctx.count);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });
}
