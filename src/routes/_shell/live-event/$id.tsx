// /live-event/{id}: the live event viewer (video, status, live chat); an unknown or non-numeric id reads nothing and
// shows 'Evento no encontrado'.
import { createFileRoute } from '@tanstack/react-router';
import { LiveEventPage, parseLiveEventId } from '@/features/live';

export const Route = createFileRoute('/_shell/live-event/$id')({
  // The query modules come with the page (dynamic imports), so they stay out of every page's first download.
  // The host's on-air state is read beside the event (not after it), so a stream in progress starts playing one round
  // trip sooner; the boot loader has usually fetched it already (lib/boot-prefetch-table.ts).
  loader: async ({ context, params }) => {
    const [{ liveEventQuery }, { liveChatQuery }, { liveBroadcastQuery }] = await Promise.all([
      import('@/features/live/api/live-event-query'),
      import('@/features/live/api/live-chat-query'),
      import('@/features/live/api/live-broadcast-query'),
    ]);
    const id = parseLiveEventId(params.id);
    const [found] = await Promise.all([
      context.queryClient.fetchQuery(liveEventQuery(id)).catch(() => null),
      Number.isSafeInteger(id) && id > 0 ? context.queryClient.prefetchQuery(liveBroadcastQuery(id)) : null,
    ]);
    if (found) void context.queryClient.prefetchQuery(liveChatQuery(id));
  },
  component: function LiveEvent() {
    const { id: raw } = Route.useParams();
    return <LiveEventPage key={raw} id={parseLiveEventId(raw)} />;
  },
});
