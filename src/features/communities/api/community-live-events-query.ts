// Live events related to a community (Sesiones en Vivo tab): live-event communities sharing at least one topic.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { communityKeys } from './keys';
import type { Community } from './types';

export function communityLiveEventsQuery(community: Pick<Community, 'id' | 'topics' | 'is_live_event'>) {
  return queryOptions({
    queryKey: communityKeys.liveEvents(community.id),
    queryFn: async (): Promise<Community[]> => {
      // The schema has no event → community link; a shared topic is what relates them (a live event lists itself).
      let query = supabase.from('communities').select('*').eq('is_live_event', true);
      query = community.is_live_event
        ? query.eq('id', community.id)
        : community.topics.length
          ? query.overlaps('topics', community.topics)
          : query.eq('id', -1);
      return unwrap(await query.order('live_date', { ascending: true })) ?? [];
    },
  });
}
