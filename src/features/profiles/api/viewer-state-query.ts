// What the signed-in viewer did to a profile: following, awarded (profile award), blocked. All false for visitors.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { profileKeys } from './keys';

export interface ProfileViewerState {
  following: boolean;
  awarded: boolean;
  blocked: boolean;
}

export const NO_VIEWER_STATE: ProfileViewerState = { following: false, awarded: false, blocked: false };

export function viewerStateQuery(profileId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: profileKeys.viewer(profileId, viewerId),
    queryFn: async (): Promise<ProfileViewerState> => {
      if (!viewerId || viewerId === profileId) return NO_VIEWER_STATE;
      const [follow, award, block] = await Promise.all([
        supabase.from('follows').select('follower_id').eq('follower_id', viewerId).eq('following_id', profileId).maybeSingle(),
        supabase.from('awards').select('id').eq('giver_id', viewerId).eq('recipient_id', profileId).is('post_id', null).maybeSingle(),
        supabase.from('blocks').select('blocked_id').eq('blocker_id', viewerId).eq('blocked_id', profileId).maybeSingle(),
      ]);
      return { following: !!unwrap(follow), awarded: !!unwrap(award), blocked: !!unwrap(block) };
    },
  });
}
