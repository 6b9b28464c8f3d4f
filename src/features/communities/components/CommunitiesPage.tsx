// /communities: search, sort (Todos, Más Miembros, Más Activos, Más Nuevos), quick links, live and regular sections.
import { useQuery } from '@tanstack/react-query';
import { Briefcase, GraduationCap, SearchX, Sparkles, Video } from 'lucide-react';
import { EmptyState, QueryState } from '@/components/layout';
import { CardGridSkeleton, CardSection, ListSearch, PageSection, SortButtons, useSearchText } from '@/components/layout/ListPage';
import { ButtonLink } from '@/components/ui';
import { communitiesQuery } from '../api/communities-query';
import type { Community } from '../api/types';
import { filterAndSort, SORT_LABELS, SORTS, type CommunitySort } from '../sort';
import { CommunityCard } from './CommunityCard';

export interface CommunitiesPageProps {
  query: string;
  sort: CommunitySort;
  onQueryChange(query: string): void;
  onSortChange(sort: CommunitySort): void;
}

const QUICK_LINKS = [
  { to: '/contact-expert', label: 'Contactar Experto en Vivo', icon: <Video size={18} aria-hidden="true" /> },
  { to: '/apply-expert', label: 'Aplicar como Experto', icon: <GraduationCap size={18} aria-hidden="true" /> },
  { to: '/job-search', label: 'Portal Empleo', icon: <Briefcase size={18} aria-hidden="true" /> },
  { to: '/personalized-content', label: 'Contenido Personalizado', icon: <Sparkles size={18} aria-hidden="true" /> },
] as const;

export function CommunitiesPage({ query, sort, onQueryChange, onSortChange }: CommunitiesPageProps) {
  const result = useQuery(communitiesQuery());
  const [text, search] = useSearchText(query, onQueryChange);

  return (
    <PageSection id="communities-title" title="Comunidades" lead="Únete a comunidades temáticas, comparte lo que sabes y aprende con otros.">
      <nav aria-label="Accesos rápidos" className="flex flex-wrap gap-2">
        {QUICK_LINKS.map((l) => (
          <ButtonLink key={l.to} to={l.to} variant="outline" size="sm">
            {l.icon}
            {l.label}
          </ButtonLink>
        ))}
      </nav>
      <ListSearch label="Buscar comunidades" placeholder="Buscar comunidades..." value={text} onSearch={search}>
        <SortButtons label="Ordenar comunidades" sorts={SORTS} labels={SORT_LABELS} value={sort} onChange={onSortChange} />
      </ListSearch>
      <QueryState query={result} pending={<CardGridSkeleton />}>
        {(communities) => <Sections communities={communities} query={text} sort={sort} />}
      </QueryState>
    </PageSection>
  );
}

function Sections({ communities, query, sort }: { communities: Community[]; query: string; sort: CommunitySort }) {
  const { live, regular } = filterAndSort(communities, query, sort);
  if (!live.length && !regular.length) return <EmptyState icon={<SearchX size={32} />} message="No se encontraron resultados" />;
  const card = (c: Community) => <CommunityCard community={c} />;
  return (
    <>
      {live.length ? <CardSection id="section-live" title="Sesiones en Vivo" items={live} card={card} /> : null}
      {regular.length ? <CardSection id="section-regular" title="Comunidades Regulares" items={regular} card={card} /> : null}
    </>
  );
}
