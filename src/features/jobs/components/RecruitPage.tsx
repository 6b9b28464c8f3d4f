// /recruit 'Encuentra Talento Excepcional': name/role search and skill filter (live, in the URL), 'Mostrando X de Y
// candidatos', candidate cards, 'Cargar más candidatos' and the link to /post-job-offer.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Search, SearchX, Tag, Users } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { PageSection } from '@/components/layout/ListPage';
import { Button, ButtonLink, SearchInput } from '@/components/ui';
import type { CandidateFilters } from '../filters';
import { candidatesQuery } from '../api/candidates-query';
import { CandidateCard } from './CandidateCard';

export const NO_CANDIDATES = 'No se encontraron candidatos';

export interface RecruitPageProps {
  filters: CandidateFilters;
  onFiltersChange(next: CandidateFilters): void;
}

export function RecruitPage({ filters, onFiltersChange }: RecruitPageProps) {
  const [draft, setDraft] = useState(filters);
  const candidates = useInfiniteQuery(candidatesQuery(filters));
  const change = (patch: Partial<CandidateFilters>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onFiltersChange(next);
  };
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
      <QueryState query={candidates} pending={<SkeletonList count={4} className="h-48 bg-base-300/60" label="Cargando candidatos" />}>
        {(data) => {
          const list = data.pages.flatMap((p) => p.candidates);
          const total = data.pages[0]?.total ?? 0;
          return (
            <div className="flex flex-col gap-4" aria-busy={candidates.isFetching}>
              <p role="status" className="text-sm text-base-content/80" data-testid="candidates-count">
                Mostrando {list.length} de {total} candidatos
              </p>
              {list.length ? (
                <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Candidatos">
                  {list.map((c) => (
                    <li key={c.id}>
                      <CandidateCard candidate={c} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="flex flex-col items-center gap-2 py-10 text-center text-base-content/80">
                  <SearchX size={32} aria-hidden="true" />
                  <p className="font-medium">{NO_CANDIDATES}</p>
                </div>
              )}
              {candidates.hasNextPage ? (
                <Button variant="outline" className="self-center" loading={candidates.isFetchingNextPage} onClick={() => void candidates.fetchNextPage()}>
                  <Users size={18} aria-hidden="true" />
                  Cargar más candidatos
                </Button>
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </PageSection>
  );
}
