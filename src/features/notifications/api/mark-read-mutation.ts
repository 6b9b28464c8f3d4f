// Marks one notification read (mark_notification_read), optimistically in the list and the unread count.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notificationKeys } from './keys';
import type { NotificationRow } from './notifications-query';
import { markRead } from '../state';

export function useMarkReadMutation(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await supabase.rpc('mark_notification_read', { notification_id: id })),
    meta: { errorTitle: 'Error al marcar la notificación' },
    onMutate: async (id: number) => {
      await qc.cancelQueries({ queryKey: notificationKeys.all(userId) });
      const list = qc.getQueryData<NotificationRow[]>(notificationKeys.list(userId));
      const count = qc.getQueryData<number>(notificationKeys.unread(userId));
      if (list) {
        const next = markRead(list, [id]);
        qc.setQueryData(notificationKeys.list(userId), next.list);
        if (count !== undefined) qc.setQueryData(notificationKeys.unread(userId), Math.max(0, count - next.changed));
      }
      return { list, count };
    },
    onError: (_e, _id, ctx) => {
      if (ctx?.list) qc.setQueryData(notificationKeys.list(userId), ctx.list);
      if (ctx?.count !== undefined) qc.setQueryData(notificationKeys.unread(userId), ctx.count);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });
}
