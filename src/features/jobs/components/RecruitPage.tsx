// /recruit 'Encuentra Talento Excepcional': name/role search and skill filter (live, in the URL), 'Mostrando X de Y
// candidatos', candidate cards, 'Cargar más candidatos' and the link to /post-job-offer.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Search, Tag, Users } from 'lucide-react';
import { PageSection } from '@/components/layout/ListPage';
import { ButtonLink, SearchInput } from '@/components/ui';
import type { CandidateFilters } from '../filters';
import { candidatesQuery } from '../api/candidates-query';
import { CandidateCard } from './CandidateCard';
import { PagedList, type PagedListWords } from './PagedList';
import { useFilterDraft, type FilterPageProps } from '../use-filter-draft';

export const NO_CANDIDATES = 'No se encontraron candidatos';
const WORDS: PagedListWords = { noun: 'candidatos', label: 'Candidatos', countTestId: 'candidates-count', empty: NO_CANDIDATES, grid: 'grid gap-4 md:grid-cols-2 xl:grid-cols-3', moreIcon: Users };

export function RecruitPage(props: FilterPageProps<CandidateFilters>) {
  const [draft, change] = useFilterDraft(props);
  const candidates = useInfiniteQuery(candidatesQuery(props.filters));
  const postOffer = (
    <ButtonLink to="/post-job-offer" variant="primary" size="sm" className="self-start">
      <Plus size={18} aria-hidden="true" />
      Publicar oferta de empleo
    </ButtonLink>
  );
  return (
    <PageSection id="recruit-title" title="Encuentra Talento Excepcional" lead="Explora perfiles de personas que buscan empleo y escríbeles directamente." actions={postOffer}>
      <div role="search" aria-label="Filtrar candidatos" className="grid gap-3 md:grid-cols-[2fr_1fr]">
        <SearchInput icon={<Search size={18} aria-hidden="true" />} aria-label="Buscar por nombre o rol" placeholder="Nombre o rol deseado..." value={draft.q} onChange={(e) => change({ q: e.target.value })} />
        <SearchInput icon={<Tag size={18} aria-hidden="true" />} aria-label="Filtrar por habilidad" placeholder="Habilidad..." value={draft.skill} onChange={(e) => change({ skill: e.target.value })} />
      </div>
      <PagedList query={candidates} rows={(p) => p.candidates} words={WORDS} card={(c) => <CandidateCard candidate={c} />} />
    </PageSection>
  );
}
