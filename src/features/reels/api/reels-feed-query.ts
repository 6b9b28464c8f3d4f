// The reels feed: the newest reels with their authors and the viewer's likes.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { ViewerId } from '@/lib/query-keys';
import { reelKeys } from './keys';
import { FEED_SIZE, REEL_SELECT, type Reel } from './types';

export function reelsFeedQuery(viewerId: ViewerId) {
  return queryOptions({
    queryKey: reelKeys.feed(viewerId),
    queryFn: (): Promise<Reel[]> =>
      rows(
        supabase
          .from('reels')
          .select(REEL_SELECT)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(FEED_SIZE)
          .overrideTypes<Reel[], { merge: false }>(),
      ),
  });
}
