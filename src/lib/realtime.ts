// useChannel: a realtime channel for as long as a component shows it, over lib/channel's subscribeChannel.
import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeChannel, RealtimeChannelOptions } from '@supabase/supabase-js';
import { subscribeChannel, type ChannelSpec, type ChannelStatus, type HostSource, type RealtimeHost } from './channel';

export type { ChannelSpec, ChannelStatus } from './channel';

/** How long a page that has not finished loading (an image that hangs, say) may keep its live updates waiting. */
const LOAD_WAIT_MAX_MS = 3000;

/** Resolves once the page has loaded and the browser is idle (or 1 s after load, or 3 s after the first ask, at most). */
function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') idle();
    else {
      window.addEventListener('load', idle, { once: true });
      setTimeout(resolve, LOAD_WAIT_MAX_MS);
    }
  });
}

/**
 * The app's realtime connection, downloaded when a page first subscribes, once the page has loaded: live updates are
 * not first-paint work, and the chunk and the socket would compete with the page's own code, data and images (every
 * subscription reads its data again once subscribed, so nothing is missed by waiting).
 */
const appRealtime = (): Promise<RealtimeHost> =>
  afterLoad()
    .then(() => import('./realtime-host'))
    .then((m) => m.realtimeHost);

export interface UseChannelOptions extends ChannelSpec {
  /** false: no channel (e.g. no member yet). Default true. */
  enabled?: boolean;
  /** The app's realtime connection unless a test passes its own client. */
  client?: HostSource;
}

/**
 * useChannel: one channel for as long as the component shows it with the same topic; the latest `bind`,
 * `onSubscribed` and `onStatus` are used without subscribing again. Answers the channel's status.
 */
export function useChannel({ topic, config, enabled = true, client = appRealtime, bind, onSubscribed, onStatus }: UseChannelOptions): ChannelStatus {
  const [status, setStatus] = useState<ChannelStatus>('closed');
  const onBind = useEffectEvent((channel: RealtimeChannel) => bind(channel));
  const onUp = useEffectEvent((channel: RealtimeChannel) => onSubscribed?.(channel));
  const onChange = useEffectEvent((next: ChannelStatus) => {
    setStatus(next);
    onStatus?.(next);
  });
  // The config is compared by content: callers usually pass a new object literal on each render.
  const configKey = JSON.stringify(config ?? {});

  useEffect(() => {
    if (!enabled) return;
    return subscribeChannel(client, {
      topic,
      config: JSON.parse(configKey) as RealtimeChannelOptions['config'],
      bind: (channel) => onBind(channel),
      onSubscribed: (channel) => onUp(channel),
      onStatus: (next) => onChange(next),
    });
  }, [client, topic, configKey, enabled]);

  return enabled ? status : 'closed';
}

/**
 * Keeps a member's query fresh from their private topic user:<id>: each broadcast `event` refreshes `queryKey`, and so
 * does every (re)subscribe, which catches up on whatever arrived while the channel was down.
 */
export function useMemberRefresh(userId: string | null | undefined, event: string, queryKey: (userId: string) => QueryKey): void {
  const qc = useQueryClient();
  const refresh = () => void (userId && qc.invalidateQueries({ queryKey: queryKey(userId) }));
  useChannel({
    topic: `user:${userId}`,
    config: { private: true },
    enabled: !!userId,
    bind: (channel) => void channel.on('broadcast', { event }, refresh),
    onSubscribed: refresh,
  });
}
