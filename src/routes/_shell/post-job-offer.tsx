// /post-job-offer (?edit=<id> to edit one's own offer): 'Cancelar' goes back one page; publishing goes to /job-search.
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { JobOfferPage } from '@/features/jobs';

export const Route = createFileRoute('/_shell/post-job-offer')({
  validateSearch: (search: Record<string, unknown>): { edit?: number } => {
    const edit = Number(search.edit);
    return Number.isSafeInteger(edit) && edit > 0 ? { edit } : {};
  },
  component: function PostJobOffer() {
    const { edit } = Route.useSearch();
    const router = useRouter();
    const navigate = Route.useNavigate();
    return (
      <JobOfferPage
        key={edit ?? 'new'}
        editId={edit}
        onCancel={() => router.history.back()}
        onSaved={(id, edited) => void (edited ? navigate({ to: '/job-search/$id', params: { id: String(id) } }) : navigate({ to: '/job-search' }))}
      />
    );
  },
});
