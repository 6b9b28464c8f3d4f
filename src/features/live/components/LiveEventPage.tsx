// /live-event/{id}: title, status, facts and viewers; the video area; live chat (under the video on small screens);
// about and topics. Status comes from the live:<id> channel, with the clock (server offset) as the fallback.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageTitle, QueryState } from '@/components/layout';
import { BootVideoSlot } from '@/components/media/BootVideoSlot';
import { TopicChips } from '@/components/ui/topic-chips';
import { useAuth } from '@/lib/auth';
import { useStaffRole } from '@/lib/staff-role';
import { displayName } from '@/lib/user';
import { liveBroadcastQuery } from '../api/live-broadcast-query';
import { liveEventQuery } from '../api/live-event-query';
import { useLiveChannel } from '../api/realtime';
import { canModerateChat, type ChatTimeout } from '../chat-moderation-rules';
import type { LiveChatMessage, LiveEvent } from '../api/types';
import { AIR_RECHECK_MS, CHAT_SCREEN_SIZE } from '../constants';
import { videoStage } from '../broadcast';
import { useLiveStatus } from '../use-live-status';
import { EventFacts } from './EventFacts';
import { LiveChat } from './LiveChat';
import { LiveEventNotFound } from './LiveEventNotFound';
import { LiveStatusBadge } from './LiveStatusBadge';
import { LiveVideo } from './LiveVideo';
import { ViewerCount } from './ViewerCount';

// Only the host ever sees the studio: its code (recorder, socket, device pickers) loads for them alone.
const LiveStudio = lazy(() => import('./studio/LiveStudio'));

export function LiveEventPage({ id }: { id: number }) {
  return (
    <QueryState query={useQuery(liveEventQuery(id))} pending={<PageSkeleton />} empty={<LiveEventNotFound />}>
      {(data) => <LiveEventView data={data} />}
    </QueryState>
  );
}

/** Adds `m` to the live list: a broadcast replaces a local copy, a local copy never replaces what the server sent. */
function upsert(list: readonly LiveChatMessage[], m: LiveChatMessage, replace: boolean): LiveChatMessage[] {
  const i = list.findIndex((x) => x.id === m.id);
  if (i >= 0) return replace ? list.map((x, j) => (j === i ? m : x)) : [...list];
  return [...list, m].slice(-CHAT_SCREEN_SIZE);
}

function LiveEventView({ data: { event: e, clock } }: { data: LiveEvent }) {
  const { user } = useAuth();
  const [live, setLive] = useState<LiveChatMessage[]>([]);
  const onChat = useCallback((m: LiveChatMessage) => setLive((list) => upsert(list, m, true)), []);
  // Moderation: messages removed while the page is open, and until when this viewer is timed out of the chat.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const onRemoved = useCallback((id: string) => setRemoved((set) => new Set(set).add(id)), []);
  // Every member's latest timeout heard on the channel (the handlers are bound once, whoever signs in later).
  const [timeouts, setTimeouts] = useState<ReadonlyMap<string, number | null>>(() => new Map());
  const onTimeout = useCallback((t: ChatTimeout) => setTimeouts((map) => new Map(map).set(t.userId, t.until)), []);
  const myId = user?.id ?? null;
  const timedOutUntil = (myId && timeouts.get(myId)) || null;
  const channel = useLiveChannel(e.id, { onChat, onRemoved, onTimeout });
  const moderator = canModerateChat(myId, e.host_id, useStaffRole() !== null);
  const { status } = useLiveStatus(clock, channel.subscribed, channel.report);
  // The 'air' broadcast turns 'Esperando al anfitrión…' into the stream; a viewer whose channel missed it (joining or
  // rejoining at that moment) reads the host's on-air state again every few seconds while waiting.
  const broadcast =
    useQuery({
      ...liveBroadcastQuery(e.id),
      refetchInterval: (q) => (status === 'live' && ['waiting', 'lost'].includes(videoStage(status, q.state.data ?? null)) ? AIR_RECHECK_MS : false),
    }).data ?? null;
  const isHost = !!user && user.id === e.host_id;
  const onSent = (m: LiveChatMessage) =>
    setLive((list) => upsert(list, { ...m, sender_name: displayName(user), sender_avatar: (user?.user_metadata?.avatar_url as string | undefined) ?? null }, false));

  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <PageTitle title={e.name} />
      <header className="flex flex-col gap-3 lg:col-span-2">
        <div className="flex flex-wrap items-center gap-3">
          <LiveStatusBadge status={status} />
          <ViewerCount viewers={channel.viewers} />
        </div>
        <h1 className="text-2xl font-bold sm:text-3xl">{e.name}</h1>
        <EventFacts event={e} startsAt={clock.startsAt} endsAt={clock.endsAt} />
      </header>
      <div className="lg:col-start-1 lg:row-start-2">
        <LiveVideo status={status} broadcast={broadcast} startsAt={clock.startsAt} offset={clock.offset} poster={e.banner_url} title={e.name} />
        {isHost ? (
          <Suspense fallback={null}>
            <div className="mt-4">
              <LiveStudio eventId={e.id} userId={user.id} startsAt={clock.startsAt} endsAt={clock.endsAt} offset={clock.offset} broadcast={broadcast} />
            </div>
          </Suspense>
        ) : null}
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-2">
        <LiveChat
          eventId={e.id}
          ended={status === 'ended'}
          userId={myId}
          slowModeSeconds={e.slow_mode_seconds}
          live={live}
          onSent={onSent}
          removed={removed}
          onModeratorRemoved={moderator ? onRemoved : undefined}
          timedOutUntil={timedOutUntil}
        />
      </div>
      <section className="flex flex-col gap-3 lg:col-start-1 lg:row-start-3" aria-labelledby="live-about-title">
        <h2 id="live-about-title" className="text-xl font-semibold">
          Acerca de este evento
        </h2>
        <p className="whitespace-pre-line text-base-content/90">{e.description || 'Sin descripción.'}</p>
        {e.topics.length ? (
          <>
            <h3 className="text-base font-semibold">Temas</h3>
            <TopicChips topics={e.topics} />
          </>
        ) : null}
      </section>
    </article>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3 lg:col-span-2">
        <div className="h-6 w-32 animate-pulse rounded bg-base-300/60" />
        <div className="h-8 w-2/3 animate-pulse rounded bg-base-300/60" />
      </div>
      {/* A stream on air that the boot loader started plays here already; the player takes it over when the event arrives. */}
      <BootVideoSlot
        data-testid="live-video"
        data-stage="loading"
        className="aspect-video w-full overflow-hidden rounded-2xl bg-neutral"
        fallback={<div className="h-full w-full animate-pulse bg-base-300/60" />}
      />
      <div className="h-96 w-full animate-pulse rounded-2xl bg-base-300/60" />
    </div>
  );
}
