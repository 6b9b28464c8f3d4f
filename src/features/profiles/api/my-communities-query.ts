// Communities the member joined (Mis Comunidades), most recently joined first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { profileKeys } from './keys';

export interface MyCommunity {
  id: number;
  name: string;
  description: string;
  banner_url: string | null;
  members_count: number;
  posts_count: number;
}

export function myCommunitiesQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.communities(userId),
    queryFn: async (): Promise<MyCommunity[]> => {
      const rows =
        unwrap(
          await supabase
            .from('memberships')
            .select('joined_at, community:communities(id, name, description, banner_url, members_count, posts_count)')
            .eq('user_id', userId)
            .order('joined_at', { ascending: false })
            .overrideTypes<{ community: MyCommunity | null }[], { merge: false }>(),
        ) ?? [];
      return rows.flatMap((r) => (r.community ? [r.community] : []));
    },
  });
}
