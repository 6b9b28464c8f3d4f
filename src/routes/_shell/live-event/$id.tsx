// /live-event/{id}: the live event viewer (video, status, live chat); an unknown or non-numeric id reads nothing and
// shows 'Evento no encontrado'.
import { createFileRoute } from '@tanstack/react-router';
import { LiveEventPage, parseLiveEventId } from '@/features/live';

export const Route = createFileRoute('/_shell/live-event/$id')({
  // The reads (and their modules) come with the page (a dynamic import), so they stay out of every page's first download.
  // Not awaited: the page renders at once, its skeleton already showing a stream the boot loader started, while they run.
  loader: ({ context, params }) => {
    void import('@/features/live/api/load-live-event')
      .then((m) => m.loadLiveEvent(context.queryClient, parseLiveEventId(params.id)))
      .catch(() => undefined);
  },
  component: function LiveEvent() {
    const { id: raw } = Route.useParams();
    return <LiveEventPage key={raw} id={parseLiveEventId(raw)} />;
  },
});
