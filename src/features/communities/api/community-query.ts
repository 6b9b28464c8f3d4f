// One community by id; null when it does not exist (the page shows 'Comunidad no encontrada').
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { communityKeys } from './keys';
import type { Community } from './types';

export function communityQuery(id: number) {
  return queryOptions({
    queryKey: communityKeys.detail(id),
    queryFn: async (): Promise<Community | null> =>
      Number.isSafeInteger(id) && id > 0 ? unwrap(await supabase.from('communities').select('*').eq('id', id).maybeSingle()) : null,
  });
}
