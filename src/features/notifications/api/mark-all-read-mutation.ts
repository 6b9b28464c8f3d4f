// Marks every unread notification read (mark_all_notifications_read), optimistically.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { optimisticMarkRead } from './optimistic-mark-read';

export function markAllReadMutation(userId: string) {
  const { apply, rollback, onSettled } = optimisticMarkRead(userId);
  return mutationOptions({
    mutationFn: async () => unwrap(await supabase.rpc('mark_all_notifications_read')),
    meta: { errorTitle: 'Error al marcar las notificaciones' },
    onMutate: (_vars, { client }) => apply(client, 'all'),
    onError: (_e, _v, before, { client }) => rollback(client, before),
    onSettled,
  });
}
