// The member's own profiles row (the support link lives only there, not in the auth metadata).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { settingsKeys } from './keys';

export function ownProfileQuery(userId: string) {
  return queryOptions({
    queryKey: settingsKeys.profile(userId),
    queryFn: async () =>
      unwrap(await supabase.from('profiles').select('id, name, avatar_url, bio, support_url, badge_form').eq('id', userId).maybeSingle()),
  });
}
