// /live-event/{id}: the live event viewer (video, status, live chat); an unknown or non-numeric id reads nothing and
// shows 'Evento no encontrado'.
import { createFileRoute } from '@tanstack/react-router';
import { LiveEventPage, parseLiveEventId } from '@/features/live';

export const Route = createFileRoute('/_shell/live-event/$id')({
  // The reads (and their modules) come with the page (a dynamic import), so they stay out of every page's first download.
  loader: async ({ context, params }) => (await import('@/features/live/api/load-live-event')).loadLiveEvent(context.queryClient, parseLiveEventId(params.id)),
  component: function LiveEvent() {
    const { id: raw } = Route.useParams();
    return <LiveEventPage key={raw} id={parseLiveEventId(raw)} />;
  },
});
