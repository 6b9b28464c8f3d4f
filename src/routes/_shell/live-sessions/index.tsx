// /live-sessions (Sesiones en Vivo): the search (?q=) lives in the URL; the list comes from the live-hosts feature.
import { createFileRoute } from '@tanstack/react-router';
import { LiveSessionsPage } from '@/features/live-hosts';

export const Route = createFileRoute('/_shell/live-sessions/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({
    q: typeof search.q === 'string' && search.q ? search.q : undefined,
  }),
  // prefetch never throws: a failed load is shown in place with 'Reintentar'.
  // The query module comes with the page, so it stays out of every page's first download.
  loader: async ({ context }) => {
    const { liveSessionsQuery } = await import('@/features/live-hosts/api/live-sessions-query');
    await context.queryClient.prefetchQuery(liveSessionsQuery());
  },
  component: function LiveSessions() {
    const { q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LiveSessionsPage query={q} onQueryChange={(next) => void navigate({ search: { q: next || undefined }, replace: true })} />;
  },
});
