// The paged results of /job-search and /recruit: 'Mostrando X de Y …', the cards or the empty note, and 'Cargar más …'.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SearchX, type LucideIcon } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { Button } from '@/components/ui';

/** What a list calls its rows: 'empleos' in the texts, 'Empleos' for the list, 'jobs-count' for the counter. */
export interface PagedListWords {
  noun: string;
  label: string;
  countTestId: string;
  empty: string;
  grid: string;
  moreIcon: LucideIcon;
}

export interface PagedListProps<P extends { total: number }, T extends { id: number | string }> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  rows(page: P): T[];
  words: PagedListWords;
  card(row: T): ReactNode;
}

export function PagedList<P extends { total: number }, T extends { id: number | string }>({ query, rows, words: w, card }: PagedListProps<P, T>) {
  return (
    <QueryState query={query} pending={<SkeletonList count={4} className="h-48 bg-base-300/60" label={`Cargando ${w.noun}`} />}>
      {(data) => {
        const list = data.pages.flatMap(rows);
        const total = data.pages[0]?.total ?? 0;
        return (
          <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
            <p role="status" className="text-sm text-base-content/80" data-testid={w.countTestId}>
              Mostrando {list.length} de {total} {w.noun}
            </p>
            {list.length ? (
              <ul className={w.grid} aria-label={w.label}>
                {list.map((row) => (
                  <li key={row.id}>{card(row)}</li>
                ))}
              </ul>
            ) : (
              <div className="flex flex-col items-center gap-2 py-10 text-center text-base-content/80">
                <SearchX size={32} aria-hidden="true" />
                <p className="font-medium">{w.empty}</p>
              </div>
            )}
            {query.hasNextPage ? (
              <Button variant="outline" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                <w.moreIcon size={18} aria-hidden="true" />
                Cargar más {w.noun}
              </Button>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
