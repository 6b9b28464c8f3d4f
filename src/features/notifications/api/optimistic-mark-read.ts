// The optimistic half of marking notifications read: list and unread count change at once, and come back on failure.
import type { MutationFunctionContext, QueryClient } from '@tanstack/react-query';
import { markRead } from '../state';
import { notificationKeys } from './keys';
import type { NotificationRow } from './notifications-query';

interface Snapshot {
  list: NotificationRow[] | undefined;
  count: number | undefined;
}

export function optimisticMarkRead(userId: string) {
  const listKey = notificationKeys.list(userId);
  const unreadKey = notificationKeys.unread(userId);
  return {
    apply: async (queryClient: QueryClient, which: number[] | 'all'): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all(userId) });
      const before: Snapshot = { list: queryClient.getQueryData(listKey), count: queryClient.getQueryData(unreadKey) };
      const next = before.list ? markRead(before.list, which) : null;
      if (next) queryClient.setQueryData(listKey, next.list);
      if (which === 'all') queryClient.setQueryData(unreadKey, 0);
      else if (next && before.count !== undefined) queryClient.setQueryData(unreadKey, Math.max(0, before.count - next.changed));
      return before;
    },
    rollback: (queryClient: QueryClient, before: Snapshot | undefined) => {
      if (before?.list) queryClient.setQueryData(listKey, before.list);
      if (before?.count !== undefined) queryClient.setQueryData(unreadKey, before.count);
    },
    onSettled: (_data: unknown, _error: unknown, _vars: unknown, _result: unknown, { client }: MutationFunctionContext) => client.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  };
}
