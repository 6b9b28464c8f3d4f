// /live-sessions: search, live events by date ascending with their status, and the link to the host sign-up.
import { useQuery } from '@tanstack/react-query';
import { Mic, Radio, SearchX } from 'lucide-react';
import { EmptyState, QueryState } from '@/components/layout';
import { CardGrid, ListSearch, PageSection, useSearchText } from '@/components/layout/ListPage';
import { ButtonLink } from '@/components/ui';
import { liveSessionsQuery } from '../api/live-sessions-query';
import type { LiveSession } from '../api/types';
import { filterSessions } from '../session-search';
import { LiveSessionCard } from './LiveSessionCard';

export interface LiveSessionsPageProps {
  query: string;
  onQueryChange(query: string): void;
}

const NONE_FOUND = 'No se encontraron sesiones en vivo';

export function LiveSessionsPage({ query, onQueryChange }: LiveSessionsPageProps) {
  const sessions = useQuery(liveSessionsQuery());
  const [text, search] = useSearchText(query, onQueryChange);
  const signUp = (
    <ButtonLink to="/live-sessions/register-creator" variant="outline" size="sm" className="self-start sm:self-auto">
      <Mic size={18} aria-hidden="true" />
      Regístrate como anfitrión
    </ButtonLink>
  );
  return (
    <PageSection id="live-sessions-title" title="Sesiones en Vivo" lead="Aprende en directo con anfitriones de la comunidad y resuelve tus dudas en tiempo real." actions={signUp} rowFrom="sm">
      <ListSearch label="Buscar sesiones en vivo" placeholder="Buscar por título, tema o anfitrión..." value={text} onSearch={search} />
      <QueryState query={sessions} pending={<SessionsSkeleton />} empty={{ icon: <Radio size={32} />, message: NONE_FOUND }}>
        {(list) => <Results sessions={list} query={text} />}
      </QueryState>
    </PageSection>
  );
}

function Results({ sessions, query }: { sessions: LiveSession[]; query: string }) {
  const shown = filterSessions(sessions, query);
  if (!shown.length) return <EmptyState icon={<SearchX size={32} />} message={NONE_FOUND} />;
  return <CardGrid items={shown} card={(s) => <LiveSessionCard session={s} />} label="Sesiones en vivo" />;
}

function SessionsSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-2xl border border-base-300 p-4">
          <div className="h-5 w-24 animate-pulse rounded bg-base-300/60" />
          <div className="h-6 w-3/4 animate-pulse rounded bg-base-300/60" />
          <div className="h-4 w-full animate-pulse rounded bg-base-300/60" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-base-300/60" />
        </div>
      ))}
    </div>
  );
}
