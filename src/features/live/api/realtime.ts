// The public channel live:<event id>: 'status' broadcasts from the cron job, 'chat' broadcasts of new messages, and
// presence (one random key per open page, visitors included) for the viewer count. Every (re)subscribe refetches the
// event and the chat, so nothing said while the channel was down is missed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '@/lib/realtime';
import { messageFromPayload } from '../chat-messages';
import { isLiveStatus, type StatusReport } from '../status';
import { liveKeys } from './keys';
import type { LiveChatMessage } from './types';

export interface LiveChannel {
  subscribed: boolean;
  /** Open pages on the event, while subscribed. */
  viewers: number | null;
  /** The newest status the job broadcast since the page opened. */
  report: StatusReport | null;
}

export function useLiveChannel(eventId: number, onChat: (message: LiveChatMessage) => void): LiveChannel {
  const qc = useQueryClient();
  // One presence key per page: two tabs of one member count as two viewers, as do visitors.
  const [presenceKey] = useState(() => crypto.randomUUID());
  const [viewers, setViewers] = useState<number | null>(null);
  const [report, setReport] = useState<StatusReport | null>(null);

  const status = useChannel({
    topic: `live:${eventId}`,
    config: { presence: { key: presenceKey } },
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
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
      channel.on('presence', { event: 'sync' }, () => setViewers(Object.keys(channel.presenceState()).length));
    },
    onSubscribed: (channel) => {
      void channel.track({ online_at: new Date().toISOString() });
      void qc.invalidateQueries({ queryKey: liveKeys.chat(eventId) });
      void qc.invalidateQueries({ queryKey: liveKeys.event(eventId) });
    },
  });

  const subscribed = status === 'subscribed';
  return { subscribed, viewers: subscribed ? viewers : null, report };
}
