// Communities a post can be published in (regular and live-event ones), by name.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { postKeys } from './keys';

export interface CommunityOption {
  id: number;
  name: string;
}

export function communityOptionsQuery() {
  return queryOptions({
    queryKey: postKeys.communityOptions,
    queryFn: async (): Promise<CommunityOption[]> =>
      unwrap(await supabase.from('communities').select('id, name').order('name')) ?? [],
    staleTime: 5 * 60_000,
  });
}
