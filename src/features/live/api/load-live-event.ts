// The /live-event/{id} loader's reads: the event with its clock and the host's on-air state side by side (a stream in
// progress starts one round trip sooner; the boot loader has usually fetched the latter already), then the chat.
import type { QueryClient } from '@tanstack/react-query';
import { liveBroadcastQuery } from './live-broadcast-query';
import { liveChatQuery } from './live-chat-query';
import { liveEventQuery } from './live-event-query';

export async function loadLiveEvent(queryClient: QueryClient, id: number): Promise<void> {
  const [found] = await Promise.all([
    queryClient.fetchQuery(liveEventQuery(id)).catch(() => null),
    Number.isSafeInteger(id) && id > 0 ? queryClient.prefetchQuery(liveBroadcastQuery(id)) : null,
  ]);
  if (found) void queryClient.prefetchQuery(liveChatQuery(id));
}
