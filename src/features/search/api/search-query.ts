// search_all(query, max_results): one accent-insensitive Spanish search over every kind of content, under RLS.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { SearchHit as Hit } from '@/lib/search-hit';
import { searchKeys } from './keys';

/** A row of `public.search_all` with its rank, the columns the function always fills made non-null. */
export interface SearchHit extends Hit {
  rank: number;
}

export const SEARCH_MAX_RESULTS = 50;

export function searchQuery(query: string, maxResults = SEARCH_MAX_RESULTS) {
  const q = query.trim();
  return queryOptions({
    queryKey: searchKeys.results(q, maxResults),
    queryFn: async (): Promise<SearchHit[]> => {
      if (!q) return [];
      const rows = unwrap(await supabase.rpc('search_all', { query: q, max_results: maxResults })) ?? [];
      return rows
        .filter((r) => r.kind && r.id && r.title && r.link)
        .map((r) => ({ kind: r.kind!, id: r.id!, title: r.title!, subtitle: r.subtitle, link: r.link!, rank: r.rank ?? 0 }));
    },
    staleTime: 60_000,
  });
}
