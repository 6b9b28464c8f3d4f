// /job-search 'Portal de Empleo': live filters kept in the URL, 'Mostrando X de Y empleos', job cards, 'Cargar más
// empleos', 'Publicar Busco Empleo' (job-seeker dialog) and the links to /recruit and /post-job-offer.
import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Briefcase, MapPin, Search, SearchX, UserSearch, UserPlus, Plus } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { PageSection } from '@/components/layout/ListPage';
import { Button, ButtonLink, SearchInput, Select } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { JOB_TYPE_LABELS, JOB_TYPES, type JobType } from '../labels';
import type { JobFilters } from '../filters';
import { jobsQuery } from '../api/jobs-query';
import { JobCard } from './JobCard';

const JobSeekerDialog = lazy(() => import('./JobSeekerDialog').then((m) => ({ default: m.JobSeekerDialog })));

export const NO_JOBS = 'No se encontraron empleos';

export interface JobSearchPageProps {
  filters: JobFilters;
  onFiltersChange(next: JobFilters): void;
}

export function JobSearchPage({ filters, onFiltersChange }: JobSearchPageProps) {
  // The boxes keep their own text so typing never waits for the URL to catch up; the URL starts them.
  const [draft, setDraft] = useState(filters);
  const jobs = useInfiniteQuery(jobsQuery(filters));
  const { user } = useAuth();
  const memberAction = useMemberAction();
  const [seekerOpen, setSeekerOpen] = useState(false);
  const change = (patch: Partial<JobFilters>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onFiltersChange(next);
  };

  return (
    <PageSection
      id="jobs-title"
      title="Portal de Empleo"
      lead="Encuentra tu próximo empleo o publica tu perfil para que los reclutadores te encuentren."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" size="sm" onClick={() => memberAction('Debes iniciar sesión para publicar.') && setSeekerOpen(true)}>
            <UserPlus size={18} aria-hidden="true" />
            Publicar Busco Empleo
          </Button>
          <ButtonLink to="/post-job-offer" variant="outline" size="sm">
            <Plus size={18} aria-hidden="true" />
            Publicar oferta
          </ButtonLink>
          <ButtonLink to="/recruit" variant="ghost" size="sm">
            <UserSearch size={18} aria-hidden="true" />
            Buscar talento
          </ButtonLink>
        </div>
      }
    >
      <div role="search" aria-label="Filtrar empleos" className="grid items-end gap-3 md:grid-cols-[2fr_1fr_1fr]">
        <SearchInput icon={<Search size={18} aria-hidden="true" />} aria-label="Buscar por título, empresa o habilidad" placeholder="Título, empresa o habilidad..."
          value={draft.q} onChange={(e) => change({ q: e.target.value })} />
        <SearchInput icon={<MapPin size={18} aria-hidden="true" />} aria-label="Ubicación" placeholder="Ubicación..."
          value={draft.location} onChange={(e) => change({ location: e.target.value })} />
        <TypeSelect value={draft.type} onChange={(type) => change({ type })} />
      </div>
      <QueryState query={jobs} pending={<SkeletonList count={4} className="h-48 bg-base-300/60" label="Cargando empleos" />}>
        {(data) => {
          const list = data.pages.flatMap((p) => p.jobs);
          const total = data.pages[0]?.total ?? 0;
          return (
            <div className="flex flex-col gap-4" aria-busy={jobs.isFetching}>
              <p role="status" className="text-sm text-base-content/80" data-testid="jobs-count">
                Mostrando {list.length} de {total} empleos
              </p>
              {list.length ? (
                <ul className="grid gap-4 md:grid-cols-2" aria-label="Empleos">
                  {list.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="flex flex-col items-center gap-2 py-10 text-center text-base-content/80">
                  <SearchX size={32} aria-hidden="true" />
                  <p className="font-medium">{NO_JOBS}</p>
                </div>
              )}
              {jobs.hasNextPage ? (
                <Button variant="outline" className="self-center" loading={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
                  <Briefcase size={18} aria-hidden="true" />
                  Cargar más empleos
                </Button>
              ) : null}
            </div>
          );
        }}
      </QueryState>
      {user && seekerOpen ? (
        <Suspense fallback={null}>
          <JobSeekerDialog userId={user.id} open={seekerOpen} onClose={() => setSeekerOpen(false)} />
        </Suspense>
      ) : null}
    </PageSection>
  );
}

function TypeSelect({ value, onChange }: { value: JobType | 'all'; onChange(v: JobType | 'all'): void }) {
  return (
    <Select label="Tipo de empleo" value={value} onChange={(e) => onChange(e.target.value as JobType | 'all')}>
      <option value="all">Todos los tipos</option>
      {JOB_TYPES.map((t) => (
        <option key={t} value={t}>
          {JOB_TYPE_LABELS[t]}
        </option>
      ))}
    </Select>
  );
}
