// /communities: search, sort (Todos, Más Miembros, Más Activos, Más Nuevos), quick links, live and regular sections.
import { useQuery } from '@tanstack/react-query';
import { Briefcase, GraduationCap, SearchX, Sparkles, Video } from 'lucide-react';
import { EmptyState, QueryState } from '@/components/layout';
import { CardGridSkeleton, CardSection, LinkButtons, ListSearch, PageSection, SortButtons, useSearchText, type LinkButtonItem } from '@/components/layout/ListPage';
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

const QUICK_LINKS: readonly LinkButtonItem[] = [
  { to: '/contact-expert', label: 'Contactar Experto en Vivo', icon: Video },
  { to: '/apply-expert', label: 'Aplicar como Experto', icon: GraduationCap },
  { to: '/job-search', label: 'Portal Empleo', icon: Briefcase },
  { to: '/personalized-content', label: 'Contenido Personalizado', icon: Sparkles },
];

export function CommunitiesPage({ query, sort, onQueryChange, onSortChange }: CommunitiesPageProps) {
  const result = useQuery(communitiesQuery());
  const [text, search] = useSearchText(query, onQueryChange);

  return (
    <PageSection id="communities-title" title="Comunidades" lead="Únete a comunidades temáticas, comparte lo que sabes y aprende con otros.">
      <nav aria-label="Accesos rápidos" className="flex flex-wrap gap-2">
        <LinkButtons links={QUICK_LINKS} />
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
