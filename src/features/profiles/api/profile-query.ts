// One public profile by id; null when there is no such member (or the id is not a uuid).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { Database } from '@/types/database';
import { isProfileId } from '../ids';
import { profileKeys } from './keys';

export type ProfileRow = Database['public']['Tables']['profiles']['Row'];

export function profileQuery(id: string) {
  return queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: async (): Promise<ProfileRow | null> => {
      if (!isProfileId(id)) return null;
      return unwrap(await supabase.from('profiles').select('*').eq('id', id).maybeSingle());
    },
  });
}
