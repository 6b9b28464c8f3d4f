// /live-sessions (Sesiones en Vivo): the search (?q=) lives in the URL; the list comes from the live-hosts feature.
import { createFileRoute } from '@tanstack/react-router';
import { LiveSessionsPage, liveSessionsQuery } from '@/features/live-hosts';

export const Route = createFileRoute('/_shell/live-sessions/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: typeof search.q === 'string' && search.q ? search.q : undefined,
  }),
  // prefetch never throws: a failed load is shown in place with 'Reintentar'.
  loader: ({ context }) => context.queryClient.prefetchQuery(liveSessionsQuery()),
  component: function LiveSessions() {
    const { q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LiveSessionsPage query={q} onQueryChange={(next) => void navigate({ search: { q: next || undefined }, replace: true })} />;
  },
});
