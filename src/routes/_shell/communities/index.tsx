// /communities: search (?q=) and sort (?sort=) live in the URL; the list comes from the communities feature.
import { createFileRoute } from '@tanstack/react-router';
import { CommunitiesPage, communitiesQuery, parseSort, type CommunitySort } from '@/features/communities';

interface CommunitiesSearch {
  q?: string;
  sort?: CommunitySort;
}

export const Route = createFileRoute('/_shell/communities/')({
  validateSearch: (search: Record<string, unknown>): CommunitiesSearch => {
    const q = typeof search.q === 'string' && search.q ? search.q : undefined;
    const sort = parseSort(search.sort);
    return { q, sort: sort === 'all' ? undefined : sort };
  },
  // prefetch never throws: a failed load is shown in place with 'Reintentar'.
  loader: ({ context }) => context.queryClient.prefetchQuery(communitiesQuery()),
  component: function Communities() {
    const { q = '', sort = 'all' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CommunitiesPage
        query={q}
        sort={sort}
        onQueryChange={(next) => void navigate({ search: (s) => ({ ...s, q: next || undefined }), replace: true })}
        onSortChange={(next) => void navigate({ search: (s) => ({ ...s, sort: next === 'all' ? undefined : next }), replace: true })}
      />
    );
  },
});
