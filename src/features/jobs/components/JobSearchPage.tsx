// /job-search 'Portal de Empleo': live filters kept in the URL, 'Mostrando X de Y empleos', job cards, 'Cargar más
// empleos', 'Publicar Busco Empleo' (job-seeker dialog) and the links to /recruit and /post-job-offer.
import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Briefcase, MapPin, Search, UserSearch, UserPlus, Plus } from 'lucide-react';
import { LinkButtons, PageSection, type LinkButtonItem } from '@/components/layout/ListPage';
import { Button, SearchInput, Select } from '@/components/ui';
import { useAuth, useMemberAction } from '@/lib/auth';
import { JOB_TYPE_LABELS, JOB_TYPES, type JobType } from '../labels';
import type { JobFilters } from '../filters';
import { jobsQuery } from '../api/jobs-query';
import { JobCard } from './JobCard';
import { PagedList, type PagedListWords } from './PagedList';
import { useFilterDraft, type FilterPageProps } from '../use-filter-draft';

const JobSeekerDialog = lazy(() => import('./JobSeekerDialog').then((m) => ({ default: m.JobSeekerDialog })));

export const NO_JOBS = 'No se encontraron empleos';
const WORDS: PagedListWords = { noun: 'empleos', label: 'Empleos', countTestId: 'jobs-count', empty: NO_JOBS, grid: 'grid gap-4 md:grid-cols-2', moreIcon: Briefcase };

const MORE_LINKS: readonly LinkButtonItem[] = [
  { to: '/post-job-offer', label: 'Publicar oferta', icon: Plus },
  { to: '/recruit', label: 'Buscar talento', icon: UserSearch, variant: 'ghost' },
];

export function JobSearchPage(props: FilterPageProps<JobFilters>) {
  const [draft, change] = useFilterDraft(props);
  const jobs = useInfiniteQuery(jobsQuery(props.filters));
  const { user } = useAuth();
  const memberAction = useMemberAction();
  const [seekerOpen, setSeekerOpen] = useState(false);

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
          <LinkButtons links={MORE_LINKS} />
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
      <PagedList query={jobs} rows={(p) => p.jobs} words={WORDS} card={(job) => <JobCard job={job} />} />
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
