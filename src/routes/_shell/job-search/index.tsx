// /job-search?q=&location=&type= (Portal de Empleo): the filters live in the URL so a search can be shared.
import { createFileRoute } from '@tanstack/react-router';
import { JobSearchPage, parseJobFilters, withDefaults, type JobFilters } from '@/features/jobs';

export const Route = createFileRoute('/_shell/job-search/')({
  validateSearch: (search: Record<string, unknown>): Partial<JobFilters> => parseJobFilters(search),
  loaderDeps: ({ search }) => withDefaults(search),
  // prefetch never throws: a failed read is shown in place with 'Reintentar'. The query module is loaded with the page
  // (not in the entry), so the first JS of / does not carry it.
  loader: async ({ context, deps }) => {
    const { jobsQuery } = await import('@/features/jobs/api/jobs-query');
    await context.queryClient.prefetchInfiniteQuery(jobsQuery(deps));
  },
  component: function JobSearch() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <JobSearchPage
        filters={withDefaults(search)}
        onFiltersChange={(next) => void navigate({ search: parseJobFilters({ ...next }), replace: true })}
      />
    );
  },
});
