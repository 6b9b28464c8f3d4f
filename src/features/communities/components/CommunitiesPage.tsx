// /communities: search, sort (Todos, Más Miembros, Más Activos, Más Nuevos), quick links, live and regular sections.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, GraduationCap, Search, SearchX, Sparkles, Video } from 'lucide-react';
import { EmptyState, PageTitle, QueryState } from '@/components/layout';
import { Button, ButtonLink, SearchInput } from '@/components/ui';
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
  // The box keeps its own text so fast typing never waits for the URL (?q=) to catch up; the URL starts it.
  const [text, setText] = useState(query);

  return (
    <section aria-labelledby="communities-title" className="flex flex-col gap-6">
      <PageTitle title="Comunidades" />
      <header className="flex flex-col gap-2">
        <h1 id="communities-title" className="text-3xl font-bold">
          Comunidades
        </h1>
        <p className="text-base-content/80">Únete a comunidades temáticas, comparte lo que sabes y aprende con otros.</p>
      </header>

      <nav aria-label="Accesos rápidos" className="flex flex-wrap gap-2">
        {QUICK_LINKS.map((l) => (
          <ButtonLink key={l.to} to={l.to} variant="outline" size="sm">
            {l.icon}
            {l.label}
          </ButtonLink>
        ))}
      </nav>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchInput
          icon={<Search size={18} aria-hidden="true" />}
          aria-label="Buscar comunidades"
          placeholder="Buscar comunidades..."
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onQueryChange(e.target.value);
          }}
          className="lg:max-w-md"
        />
        <div role="group" aria-label="Ordenar comunidades" className="flex flex-wrap gap-1">
          {SORTS.map((s) => (
            <Button key={s} size="sm" variant={s === sort ? 'primary' : 'ghost'} aria-pressed={s === sort} onClick={() => onSortChange(s)}>
              {SORT_LABELS[s]}
            </Button>
          ))}
        </div>
      </div>

      <QueryState query={result} pending={<CardGridSkeleton />}>
        {(communities) => <Sections communities={communities} query={text} sort={sort} />}
      </QueryState>
    </section>
  );
}

function Sections({ communities, query, sort }: { communities: Community[]; query: string; sort: CommunitySort }) {
  const { live, regular } = filterAndSort(communities, query, sort);
  if (!live.length && !regular.length) return <EmptyState icon={<SearchX size={32} />} message="No se encontraron resultados" />;
  return (
    <>
      {live.length ? <Section id="live" title="Sesiones en Vivo" items={live} /> : null}
      {regular.length ? <Section id="regular" title="Comunidades Regulares" items={regular} /> : null}
    </>
  );
}

function Section({ id, title, items }: { id: string; title: string; items: Community[] }) {
  return (
    <section aria-labelledby={`section-${id}`} className="flex flex-col gap-3">
      <h2 id={`section-${id}`} className="text-xl font-semibold">
        {title} <span className="tabular text-base-content/70">({items.length})</span>
      </h2>
      <CardGrid items={items} card={(c) => <CommunityCard community={c} />} />
    </section>
  );
}

/** A responsive grid of cards, one per item. */
export function CardGrid<T extends { id: number }>({ items, card }: { items: readonly T[]; card: (item: T) => ReactNode }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ul>
  );
}

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-base-300">
          <div className="aspect-[16/9] animate-pulse bg-base-300/60" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-base-300/60" />
            <div className="h-4 w-full animate-pulse rounded bg-base-300/60" />
          </div>
        </div>
      ))}
    </div>
  );
}
