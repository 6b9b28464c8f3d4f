// search_all(query, max_results): one accent-insensitive Spanish search over every kind of content, under RLS.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { searchKeys } from './keys';

/** A row of `public.search_all` (typed by hand until the generated database types land). */
export interface SearchHit {
  kind: string;
  id: string;
  title: string;
  subtitle: string | null;
  link: string;
  rank: number;
}

export const SEARCH_MAX_RESULTS = 50;

export function searchQuery(query: string, maxResults = SEARCH_MAX_RESULTS) {
  const q = query.trim();
  return queryOptions({
    queryKey: searchKeys.results(q, maxResults),
    queryFn: async (): Promise<SearchHit[]> => {
      if (!q) return [];
      return (unwrap(await supabase.rpc('search_all', { query: q, max_results: maxResults })) ?? []) as SearchHit[];
    },
    staleTime: 60_000,
  });
}
