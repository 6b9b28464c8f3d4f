// A member's reels, newest first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { profileKeys } from './keys';

export function profileReelsQuery(profileId: string) {
  return queryOptions({
    queryKey: profileKeys.reels(profileId),
    queryFn: () => rows(supabase.from('reels').select('id, description, poster_url, likes_count, created_at').eq('user_id', profileId).order('created_at', { ascending: false })),
  });
}
