// The signed-in member's notifications, newest first (RLS returns only their own).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { Database } from '@/types/database';
import { notificationKeys } from './keys';

export type NotificationRow = Database['public']['Tables']['notifications']['Row'];

export const NOTIFICATIONS_LIMIT = 100;

export function notificationsQuery(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: (): Promise<NotificationRow[]> => {
      const newest = supabase.from('notifications').select('*').eq('user_id', userId).order('created_at', { ascending: false }).order('id', { ascending: false });
      return rows(newest.limit(NOTIFICATIONS_LIMIT));
    },
  });
}
