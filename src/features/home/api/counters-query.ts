// site_counters(): regular communities, courses and posts for the hero.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { homeKeys } from './keys';

export interface SiteCounters {
  communities: number;
  courses: number;
  posts: number;
}

export function countersQuery() {
  return queryOptions({
    queryKey: homeKeys.counters,
    queryFn: async (): Promise<SiteCounters> => {
      const row = unwrap(await supabase.rpc('site_counters'))?.[0];
      return { communities: row?.communities ?? 0, courses: row?.courses ?? 0, posts: row?.posts ?? 0 };
    },
  });
}
