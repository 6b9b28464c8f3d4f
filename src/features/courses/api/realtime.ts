// Live progress: every completion is broadcast on the member's private topic user:<id> ('lesson_completed'), so the
// member's other tabs and devices refresh their progress; each (re)subscribe catches up the same way.
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import { courseKeys } from './keys';

export function useLiveProgress(userId: string | null | undefined): void {
  const qc = useQueryClient();
  const refresh = () => void (userId && qc.invalidateQueries({ queryKey: courseKeys.learning(userId) }));
  useChannel({
    topic: `user:${userId}`,
    config: { private: true },
    enabled: !!userId,
    bind: (channel) => void channel.on('broadcast', { event: 'lesson_completed' }, refresh),
    onSubscribed: refresh,
  });
}
