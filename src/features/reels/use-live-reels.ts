// Live counts for everyone watching: a reel's counters (likes, comments, shares) change in the database and every
// open feed patches them in place (postgres_changes); a new or deleted reel refreshes the feed. Each subscription
// refetches, so changes made before the channel was up, or while it was down, still show.
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import type { ViewerId } from '@/lib/query-keys';
import { reelKeys } from './api/keys';
import type { Reel } from './api/types';
import { patchCounts } from './live-counts';

/** `enabled` false: no channel yet (the feed opens its channel once the first reel plays, see ReelsFeed). */
export function useLiveReels(viewerId: ViewerId, enabled = true): void {
  const queryClient = useQueryClient();
  const key = reelKeys.feed(viewerId);
  useChannel({
    topic: 'reels-feed',
    enabled,
    bind: (channel) =>
      void channel.on('postgres_changes', { event: '*', schema: 'public', table: 'reels' }, (payload) => {
        if (payload.eventType === 'UPDATE') {
          const row = payload.new as Partial<Reel> & { id: number };
          queryClient.setQueryData<Reel[]>(key, (feed) => patchCounts(feed, row.id, row));
        } else {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      }),
    // Every (re)subscription reads the feed again: a change made between the first read and the channel being up
    // (or while it was down) would otherwise be missed.
    onSubscribed: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
