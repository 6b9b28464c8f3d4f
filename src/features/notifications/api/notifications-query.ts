// The signed-in member's notifications, newest first (RLS returns only their own).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { Database } from '@/types/database';
import { notificationKeys } from './keys';

export type NotificationRow = Database['public']['Tables']['notifications']['Row'];

export const NOTIFICATIONS_LIMIT = 100;

export function notificationsQuery(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: async (): Promise<NotificationRow[]> =>
      unwrap(
        await supabase
          .from('notifications')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(NOTIFICATIONS_LIMIT),
      ) ?? [],
  });
}
