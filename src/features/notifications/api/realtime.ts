// Live notifications: the member's private topic user:<id> (event 'notification') refreshes the bell count and the list,
// and so does every (re)subscribe, which catches up on whatever arrived while the channel was down.
import { useMemberRefresh } from '@/lib/realtime';
import { notificationKeys } from './keys';

export function useLiveNotifications(userId: string | null | undefined): void {
  useMemberRefresh(userId, 'notification', notificationKeys.all);
}
