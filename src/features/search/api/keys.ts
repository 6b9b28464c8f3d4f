// Query keys of the search feature, under the shared roots of lib/query-keys.
import { resourceKey } from '@/lib/query-keys';

export const searchKeys = {
  all: resourceKey('search'),
  results: (query: string, max: number) => resourceKey('search', 'results', query, max),
};
