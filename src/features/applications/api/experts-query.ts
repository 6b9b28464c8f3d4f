// The live experts of /contact-expert, in their curated order.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { applicationKeys } from './keys';

export interface Expert {
  id: number;
  name: string;
  specialty: string;
  availability: string;
  rating: number;
  sessions_count: number;
  avatar_url: string | null;
  user_id: string | null;
}

export function expertsQuery() {
  return queryOptions({
    queryKey: applicationKeys.experts,
    queryFn: (): Promise<Expert[]> =>
      rows(supabase.from('experts').select('id, name, specialty, availability, rating, sessions_count, avatar_url, user_id').order('position').order('id')),
    staleTime: 5 * 60_000,
  });
}
