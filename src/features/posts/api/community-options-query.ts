// Communities a post can be published in (regular and live-event ones), by name.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { postKeys } from './keys';

export interface CommunityOption {
  id: number;
  name: string;
}

export function communityOptionsQuery() {
  return queryOptions({
    queryKey: postKeys.communityOptions,
    queryFn: (): Promise<CommunityOption[]> => rows(supabase.from('communities').select('id, name').order('name')),
    staleTime: 5 * 60_000,
  });
}
