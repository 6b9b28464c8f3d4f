// Live notifications: the member's private topic user:<id> (event 'notification') refreshes the bell count and the list,
// and so does every (re)subscribe, which catches up on whatever arrived while the channel was down.
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import { notificationKeys } from './keys';

export function useLiveNotifications(userId: string | null | undefined): void {
  const qc = useQueryClient();
  const refresh = () => void (userId && qc.invalidateQueries({ queryKey: notificationKeys.all(userId) }));
  useChannel({
    topic: `user:${userId}`,
    config: { private: true },
    enabled: !!userId,
    bind: (channel) => void channel.on('broadcast', { event: 'notification' }, refresh),
    onSubscribed: refresh,
  });
}
