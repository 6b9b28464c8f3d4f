// /live-event/{id}: the live event viewer (video, status, live chat); an unknown or non-numeric id reads nothing and
// shows 'Evento no encontrado'.
import { createFileRoute } from '@tanstack/react-router';
import { LiveEventPage, parseLiveEventId } from '@/features/live';

export const Route = createFileRoute('/_shell/live-event/$id')({
  // The query modules come with the page (dynamic imports), so they stay out of every page's first download.
  loader: async ({ context, params }) => {
    const [{ liveEventQuery }, { liveChatQuery }] = await Promise.all([import('@/features/live/api/live-event-query'), import('@/features/live/api/live-chat-query')]);
    const id = parseLiveEventId(params.id);
    const found = await context.queryClient.fetchQuery(liveEventQuery(id)).catch(() => null);
    if (found) void context.queryClient.prefetchQuery(liveChatQuery(id));
  },
  component: function LiveEvent() {
    const { id: raw } = Route.useParams();
    return <LiveEventPage key={raw} id={parseLiveEventId(raw)} />;
  },
});
