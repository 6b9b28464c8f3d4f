// /recruit?q=&skill= (Encuentra Talento Excepcional): candidates with their filters in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { RecruitPage, parseCandidateFilters, type CandidateFilters } from '@/features/jobs';

export const Route = createFileRoute('/_shell/recruit')({
  validateSearch: (search: Record<string, unknown>): Partial<CandidateFilters> => parseCandidateFilters(search),
  loaderDeps: ({ search }) => ({ q: search.q ?? '', skill: search.skill ?? '' }),
  // The query module comes with the page, not in the entry (the first JS of / stays as it was).
  loader: async ({ context, deps }) => {
    const { candidatesQuery } = await import('@/features/jobs/api/candidates-query');
    await context.queryClient.prefetchInfiniteQuery(candidatesQuery(deps));
  },
  component: function Recruit() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RecruitPage
        filters={{ q: search.q ?? '', skill: search.skill ?? '' }}
        onFiltersChange={(next) => void navigate({ search: parseCandidateFilters({ ...next }), replace: true })}
      />
    );
  },
});
