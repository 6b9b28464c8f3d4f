// /search?q=…: results of the header search, grouped by kind.
import { createFileRoute } from '@tanstack/react-router';
import { SearchResults, searchQuery } from '@/features/search';

export const Route = createFileRoute('/_shell/search')({
  validateSearch: (search: Record<string, unknown>): { q: string } => ({ q: typeof search.q === 'string' ? search.q : '' }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  // prefetch never throws: a failed search is shown in place with 'Reintentar'.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(searchQuery(deps.q)),
  component: function Search() {
    const { q } = Route.useSearch();
    return <SearchResults key={q} query={q} />;
  },
});
