// The signed-in member's membership of one community (null when not a member or signed out).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { communityKeys } from './keys';
import type { Membership } from './types';

export function membershipQuery(communityId: number, userId: string | null) {
  return queryOptions({
    queryKey: communityKeys.membership(communityId, userId),
    queryFn: async (): Promise<Membership | null> =>
      userId
        ? unwrap(
            await supabase
              .from('memberships')
              .select('notifications_enabled')
              .eq('community_id', communityId)
              .eq('user_id', userId)
              .maybeSingle(),
          )
        : null,
  });
}
