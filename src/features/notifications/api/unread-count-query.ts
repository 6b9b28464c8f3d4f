// How many of the member's notifications are unread (a head count, no rows transferred).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notificationKeys } from './keys';

export function unreadCountQuery(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: async (): Promise<number> => {
      const result = await supabase
        .from('notifications')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', userId)
        .eq('read', false);
      unwrap(result);
      return result.count ?? 0;
    },
  });
}
