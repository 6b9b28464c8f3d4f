// Communities the member joined (Mis Comunidades), most recently joined first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { embedded } from '@/lib/rows';
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
    queryFn: () => {
      const query = supabase.from('memberships').select('joined_at, community:communities(id, name, description, banner_url, members_count, posts_count)');
      return embedded(query.eq('user_id', userId).order('joined_at', { ascending: false }).overrideTypes<{ community: MyCommunity | null }[], { merge: false }>(), 'community');
    },
  });
}
