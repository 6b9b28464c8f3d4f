// Marks one notification read (mark_notification_read), optimistically in the list and the unread count.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { optimisticMarkRead } from './optimistic-mark-read';

export function markReadMutation(userId: string) {
  const { apply, rollback, onSettled } = optimisticMarkRead(userId);
  return mutationOptions({
    mutationFn: async (id: number) => unwrap(await supabase.rpc('mark_notification_read', { notification_id: id })),
    meta: { errorTitle: 'Error al marcar la notificación' },
    onMutate: (id: number, { client }) => apply(client, [id]),
    onError: (_e, _id, before, { client }) => rollback(client, before),
    onSettled,
  });
}
