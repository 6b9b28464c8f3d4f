// The staff log, newest first, a page of 25 at a time, optionally one kind of action.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { Database } from '@/types/database';
import { moderationKeys } from './keys';

export const LOG_PAGE_SIZE = 25;

export type StaffAction = Database['public']['Tables']['staff_actions']['Row'] & { actor: { id: string; name: string } | null };

export function staffLogQuery(viewerId: string, action: string, page: number) {
  return queryOptions({
    queryKey: [...moderationKeys.log(viewerId), action, page],
    queryFn: async (): Promise<StaffAction[]> => {
      const from = page * LOG_PAGE_SIZE;
      let query = supabase.from('staff_actions').select('*, actor:profiles!staff_actions_actor_id_fkey(id, name)');
      if (action) query = query.eq('action', action);
      // One row more than a page tells whether there is a next one.
      return (await rows(query.order('created_at', { ascending: false }).order('id', { ascending: false }).range(from, from + LOG_PAGE_SIZE))) as StaffAction[];
    },
  });
}
