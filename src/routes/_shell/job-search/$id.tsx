// /job-search/<id>: one job offer with its recruiter, 'Aplicar Ahora', and the recruiter's own tools and applicants.
import { createFileRoute } from '@tanstack/react-router';
import { JobPage, jobQuery } from '@/features/jobs';
import { NotFoundPage } from '@/components/layout';

function jobIdOf(raw: string): number | null {
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const Route = createFileRoute('/_shell/job-search/$id')({
  loader: ({ context, params }) => {
    const id = jobIdOf(params.id);
    return id ? context.queryClient.prefetchQuery(jobQuery(id)) : undefined;
  },
  component: function Job() {
    const id = jobIdOf(Route.useParams().id);
    if (!id) return <NotFoundPage />;
    return <JobPage key={id} jobId={id} />;
  },
});
