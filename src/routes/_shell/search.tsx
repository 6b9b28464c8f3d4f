// /search?q=…: results of the header search, grouped by kind.
import { createFileRoute } from '@tanstack/react-router';
import { SearchResults } from '@/features/search';

export const Route = createFileRoute('/_shell/search')({
  validateSearch: (search: Record<string, unknown>): { q: string } => ({ q: typeof search.q === 'string' ? search.q : '' }),
  loaderDeps: ({ search }) => ({ q: search.q }),
  // prefetch never throws: a failed search is shown in place with 'Reintentar'.
  // The query module comes with the page (dynamic import), so it stays out of every page's first download.
  loader: async ({ context, deps }) => {
    const { searchQuery } = await import('@/features/search/api/search-query');
    await context.queryClient.prefetchQuery(searchQuery(deps.q));
  },
  component: function Search() {
    const { q } = Route.useSearch();
    return <SearchResults key={q} query={q} />;
  },
});
