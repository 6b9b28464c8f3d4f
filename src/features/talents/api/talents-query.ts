// Every talent of /personalized-content with its services (a curated list of a few dozen at most).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { Talent } from '../catalog';
import { talentKeys } from './keys';

export function talentsQuery() {
  return queryOptions({
    queryKey: talentKeys.list,
    queryFn: async (): Promise<Talent[]> =>
      (await rows(
        supabase.from('talents').select('id, name, category, bio, avatar_url, tags, rating, user_id, services:talent_services!talent_services_talent_id_fkey(id, name, price, currency, position)').order('id').limit(200),
      )) as unknown as Talent[],
    staleTime: 5 * 60_000,
  });
}
