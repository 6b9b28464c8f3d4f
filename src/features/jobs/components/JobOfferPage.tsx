// /post-job-offer: publish a job offer (or, with ?edit=<id>, edit one of the recruiter's own) with the sections and
// rules of spec part 2 §3/§5; 'Cancelar' goes back one page, publishing goes to /job-search.
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { EmptyState, PageTitle, QueryState } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import { offerDraftFrom } from '../offer-rules';
import { jobQuery } from '../api/job-query';
import { JobOfferForm } from './JobOfferForm';

export interface JobOfferPageProps {
  editId?: number;
  onCancel(): void;
  onSaved(jobId: number, edited: boolean): void;
}

export function JobOfferPage({ editId, onCancel, onSaved }: JobOfferPageProps) {
  const title = editId ? 'Editar oferta de empleo' : 'Publicar oferta de empleo';
  return (
    <section aria-labelledby="offer-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <header className="flex flex-col gap-2">
        <h1 id="offer-title" className="text-3xl font-bold">
          {title}
        </h1>
        <p className="text-base-content/80">Los campos marcados con * son obligatorios.</p>
      </header>
      {editId ? <EditOffer jobId={editId} onCancel={onCancel} onSaved={onSaved} /> : <JobOfferForm initial={offerDraftFrom()} editingId={null} onCancel={onCancel} onSaved={onSaved} />}
    </section>
  );
}

function EditOffer({ jobId, onCancel, onSaved }: { jobId: number } & Omit<JobOfferPageProps, 'editId'>) {
  const job = useQuery(jobQuery(jobId));
  const { user } = useAuth();
  return (
    <QueryState query={job} empty={<EmptyState icon={<SearchX size={32} />} message="Esta oferta no existe o fue eliminada." />}>
      {(data) =>
        user && data.recruiter_id === user.id ? (
          <JobOfferForm initial={offerDraftFrom(data)} editingId={data.id} onCancel={onCancel} onSaved={onSaved} />
        ) : (
          <EmptyState icon={<SearchX size={32} />} message="No puedes editar esta oferta." />
        )
      }
    </QueryState>
  );
}
