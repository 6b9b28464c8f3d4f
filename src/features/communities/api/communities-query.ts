// Every community (regular and live events); search and sort happen on the client (see ../sort.ts).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { communityKeys } from './keys';
import type { Community } from './types';

export function communitiesQuery() {
  return queryOptions({
    queryKey: communityKeys.list,
    queryFn: (): Promise<Community[]> => rows(supabase.from('communities').select('*').order('id', { ascending: true })),
  });
}
