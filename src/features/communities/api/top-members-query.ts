// Featured members of a community (Acerca de): community_top_members(community_id), 5 by default.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { communityKeys } from './keys';
import type { TopMember } from './types';

export const TOP_MEMBERS = 5;

export function topMembersQuery(communityId: number) {
  return queryOptions({
    queryKey: communityKeys.topMembers(communityId),
    queryFn: async (): Promise<TopMember[]> => {
      const rows = unwrap(await supabase.rpc('community_top_members', { community_id: communityId, max_results: TOP_MEMBERS })) ?? [];
      return rows.flatMap((r) =>
        r.id ? [{ id: r.id, name: r.name ?? 'Usuario', avatar_url: r.avatar_url, is_verified: !!r.is_verified, posts_in_community: r.posts_in_community ?? 0 }] : [],
      );
    },
  });
}
