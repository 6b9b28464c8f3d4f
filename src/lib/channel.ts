// A realtime channel that stays up (no React, any client): subscribe, catch up after every (re)subscribe, come back
// after a drop, clean up. The hook over it is lib/realtime's useChannel.
import type { RealtimeChannel, RealtimeChannelOptions, SupabaseClient } from '@supabase/supabase-js';

export type ChannelStatus = 'connecting' | 'subscribed' | 'retrying' | 'closed';

export interface ChannelSpec {
  /** e.g. `user:<id>`, `dm:<conversation>`, `live:<event>`, or any name for public postgres_changes. */
  topic: string;
  /** Channel config: `private` (topics authorised by RLS on realtime.messages), `presence.key`, `broadcast.self/ack`. */
  config?: RealtimeChannelOptions['config'];
  /** Declares what the channel listens to (`channel.on('broadcast' | 'presence' | 'postgres_changes', …)`). */
  bind(channel: RealtimeChannel): void;
  /**
   * Runs after every successful (re)subscribe: the place to fetch what may have been missed while not subscribed
   * (Realtime promises no delivery; realtime only makes things fast). `first`: the initial subscribe, when the caller
   * usually has just read everything anyway.
   */
  onSubscribed?(channel: RealtimeChannel, info: { first: boolean }): void;
  onStatus?(status: ChannelStatus): void;
}

/** Backoff before subscribing again after a failed or closed channel: 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

/**
 * Subscribes `spec` on `client` and keeps it subscribed until the returned stop() is called. A channel that errors,
 * times out or is closed (a dropped socket, a refused or expired join) is removed and created again after a backoff;
 * every successful join runs onSubscribed.
 */
export function subscribeChannel(client: SupabaseClient, spec: ChannelSpec): () => void {
  let stopped = false;
  let current: RealtimeChannel | null = null;
  let attempt = 0;
  let subscribes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const later = () => {
    spec.onStatus?.('retrying');
    timer = setTimeout(() => void open(), retryDelay(attempt++));
  };

  const retry = (channel: RealtimeChannel) => {
    if (stopped || current !== channel) return;
    current = null;
    void client.removeChannel(channel);
    later();
  };

  const open = async () => {
    spec.onStatus?.('connecting');
    // A private topic is authorised with the member's token, which must be on the socket before joining.
    const authorised = spec.config?.private ? await client.realtime.setAuth().then(() => true, () => false) : true;
    if (stopped) return;
    if (!authorised) return later();
    const channel = client.channel(spec.topic, { config: spec.config ?? {} });
    current = channel;
    spec.bind(channel);
    channel.subscribe((status) => {
      if (stopped || current !== channel) return;
      if (status === 'SUBSCRIBED') {
        attempt = 0;
        spec.onStatus?.('subscribed');
        spec.onSubscribed?.(channel, { first: subscribes++ === 0 });
      } else if (status === 'CLOSED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        retry(channel);
      }
    });
  };

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (current) void client.removeChannel(current);
    current = null;
    spec.onStatus?.('closed');
  };
}
