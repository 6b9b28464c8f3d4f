// Marks every unread notification read (mark_all_notifications_read), optimistically.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { optimisticMarkRead } from './optimistic-mark-read';

export function markAllReadMutation(queryClient: QueryClient, userId: string) {
  const { apply, rollback, onSettled } = optimisticMarkRead(queryClient, userId);
  return mutationOptions({
    mutationFn: async () => unwrap(await supabase.rpc('mark_all_notifications_read')),
    meta: { errorTitle: 'Error al marcar las notificaciones' },
    onMutate: () => apply('all'),
    onError: (_e, _v, before) => rollback(before),
    onSettled,
  });
}
