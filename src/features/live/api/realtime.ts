// The private channel live:<event id>, which anyone who sees the event receives on and only the database sends on
// (no insert policy on realtime.messages for live: topics, pgTAP 598; a send on the public topic of the same name is
// another channel): 'status' broadcasts from the clock job, 'chat' broadcasts of new messages, 'chat_delete' and
// 'timeout' from chat moderation, 'air' broadcasts of the host's on-air state and 'viewers' counts from the server
// (each page pings; nobody tracks presence, so a viewer's traffic does not grow with the audience). Their payloads are
// used as they come: confirming each by a read would cost every viewer a request per message, thousands per message
// in a large audience. Every (re)subscribe reads the event, the chat, the on-air state and the count again, so nothing
// said while the channel was down is missed.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import { broadcastFrom, newerBroadcast, type LiveBroadcast } from '../broadcast';
import { messageFromPayload } from '../chat-messages';
import { removedMessageId, timeoutFromPayload, type ChatTimeout } from '../chat-moderation-rules';
import { isLiveStatus, type StatusReport } from '../status';
import { liveKeys } from './keys';
import { liveViewersQuery } from './live-viewers-query';
import type { LiveChatMessage } from './types';
import { useViewerPing } from './viewer-ping';

export interface LiveChannel {
  subscribed: boolean;
  /** Pages watching the event (the server's count, this page included), while subscribed. */
  viewers: number | null;
  /** The newest status the job broadcast since the page opened. */
  report: StatusReport | null;
}

/** What the page does with chat traffic: a new message, a message moderation removed, a member timed out (or let back). */
export interface LiveChatHandlers {
  onChat(message: LiveChatMessage): void;
  onRemoved(messageId: string): void;
  onTimeout(timeout: ChatTimeout): void;
}

export function useLiveChannel(eventId: number, { onChat, onRemoved, onTimeout }: LiveChatHandlers): LiveChannel {
  const qc = useQueryClient();
  const valid = Number.isSafeInteger(eventId) && eventId > 0;
  const [report, setReport] = useState<StatusReport | null>(null);
  useViewerPing(eventId, valid);
  const counted = useQuery({ ...liveViewersQuery(eventId), enabled: valid });

  const status = useChannel({
    topic: `live:${eventId}`,
    config: { private: true },
    enabled: valid,
    bind: (channel) => {
      channel.on('broadcast', { event: 'status' }, ({ payload }: { payload?: Record<string, unknown> }) => {
        const at = Date.parse(String(payload?.server_time));
        if (!payload || !isLiveStatus(payload.status) || !Number.isFinite(at)) return;
        const next = payload.status;
        setReport((prev) => (prev && prev.at > at ? prev : { status: next, at }));
      });
      channel.on('broadcast', { event: 'chat' }, ({ payload }: { payload?: unknown }) => {
        const message = messageFromPayload(payload);
        if (message) onChat(message);
      });
      channel.on('broadcast', { event: 'chat_delete' }, ({ payload }: { payload?: unknown }) => {
        const id = removedMessageId(payload, eventId);
        if (id) onRemoved(id);
      });
      channel.on('broadcast', { event: 'timeout' }, ({ payload }: { payload?: unknown }) => {
        const timeout = timeoutFromPayload(payload, eventId);
        if (timeout) onTimeout(timeout);
      });
      channel.on('broadcast', { event: 'air' }, ({ payload }: { payload?: unknown }) => {
        const next = broadcastFrom(payload);
        if (next) qc.setQueryData<LiveBroadcast | null>(liveKeys.broadcast(eventId), (prev) => newerBroadcast(prev ?? null, next));
      });
      channel.on('broadcast', { event: 'viewers' }, ({ payload }: { payload?: { viewers?: unknown } }) => {
        const n = Number(payload?.viewers);
        if (Number.isSafeInteger(n) && n >= 0) qc.setQueryData(liveKeys.viewers(eventId), n);
      });
    },
    onSubscribed: () => {
      for (const queryKey of [liveKeys.chat(eventId), liveKeys.event(eventId), liveKeys.broadcast(eventId), liveKeys.viewers(eventId)]) {
        void qc.invalidateQueries({ queryKey });
      }
    },
  });

  const subscribed = status === 'subscribed';
  // This page pinged before the count was read or broadcast at the latest tick: it is at least one viewer.
  const viewers = subscribed && counted.data !== undefined ? Math.max(1, counted.data) : null;
  return { subscribed, viewers, report };
}
