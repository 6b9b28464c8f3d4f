// Search results page body: hits grouped by kind, each linking to its page; loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { HrefLink, PageTitle, QueryState } from '@/components/layout';
import { Spinner } from '@/components/ui';
import { searchQuery } from '../api/search-query';
import { groupHits } from '../group';

export function SearchResults({ query }: { query: string }) {
  const q = query.trim();
  const result = useQuery(searchQuery(q));

  return (
    <section aria-labelledby="search-title" className="flex flex-col gap-6">
      <PageTitle title={q ? `Buscar: ${q}` : 'Buscar'} />
      <h1 id="search-title" className="text-3xl font-bold break-words [overflow-wrap:anywhere]">
        {q ? `Resultados para “${q}”` : 'Buscar'}
      </h1>
      {!q ? (
        <p className="text-base-content/80">Escribe lo que buscas en el cuadro de búsqueda.</p>
      ) : (
        <QueryState query={result} pending={<Spinner label="Buscando..." />} empty={{ icon: <SearchX size={32} />, message: 'No se encontraron resultados' }}>
          {(hits) =>
            groupHits(hits).map((group) => (
          <section key={group.label} aria-labelledby={`group-${group.kind}`} className="flex flex-col gap-2">
            <h2 id={`group-${group.kind}`} className="text-lg font-semibold">
              {group.label} <span className="tabular text-base-content/70">({group.hits.length})</span>
            </h2>
            <ul className="flex flex-col divide-y divide-base-300 rounded-2xl border border-base-300">
              {group.hits.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <HrefLink href={hit.link} className="block px-4 py-3 hover:bg-base-200">
                    <span className="block font-medium">{hit.title}</span>
                    {hit.subtitle ? <span className="block text-sm text-base-content/80 line-clamp-2">{hit.subtitle}</span> : null}
                  </HrefLink>
                </li>
              ))}
            </ul>
          </section>
            ))
          }
        </QueryState>
      )}
    </section>
  );
}
