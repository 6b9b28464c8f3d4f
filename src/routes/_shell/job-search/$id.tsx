// /job-search/<id>: one job offer with its recruiter, 'Aplicar Ahora', and the recruiter's own tools and applicants.
import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '@/features/jobs';
import { NotFoundPage } from '@/components/layout';

function jobIdOf(raw: string): number | null {
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const Route = createFileRoute('/_shell/job-search/$id')({
  // The query module comes with the page, not in the entry (the first JS of / stays as it was).
  loader: async ({ context, params }) => {
    const id = jobIdOf(params.id);
    if (!id) return;
    const { jobQuery } = await import('@/features/jobs/api/job-query');
    await context.queryClient.prefetchQuery(jobQuery(id));
  },
  component: function Job() {
    const id = jobIdOf(Route.useParams().id);
    if (!id) return <NotFoundPage />;
    return <JobPage key={id} jobId={id} />;
  },
});
