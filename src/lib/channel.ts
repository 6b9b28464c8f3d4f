// A realtime channel that stays up (no React, any client): subscribe, catch up after every (re)subscribe, come back
// after a drop, clean up. The hook over it is lib/realtime's useChannel.
//
// supabase-js hands out one channel object per topic (client.channel(topic) returns the existing one), so every
// subscriber of a topic on one client shares one channel here: each binds its listeners on it, each hears its
// status and (re)subscribes, and the channel goes away with the last subscriber. The first subscriber's config is used.
import type { RealtimeChannel, RealtimeChannelOptions } from '@supabase/supabase-js';

/** What a channel needs of a client: a supabase-js client (tests), or the app's realtime connection (lib/realtime-host). */
export interface RealtimeHost {
  channel(topic: string, options: { config: NonNullable<RealtimeChannelOptions['config']> }): RealtimeChannel;
  removeChannel(channel: RealtimeChannel): Promise<unknown>;
  realtime: { setAuth(token?: string | null): Promise<void> };
}

/** A host, or a function that loads one on first use (the app downloads realtime only when a page subscribes). */
export type HostSource = RealtimeHost | (() => Promise<RealtimeHost>);

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
   * (Realtime promises no delivery; realtime only makes things fast). The first subscribe included: the app's realtime
   * loads after the page, so a change made between the page's first read and the join would otherwise be missed.
   */
  onSubscribed?(channel: RealtimeChannel): void;
  onStatus?(status: ChannelStatus): void;
}

/** Backoff before subscribing again after a failed or closed channel: 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

interface Subscriber {
  spec: ChannelSpec;
  active: boolean;
}

interface Hub {
  add(sub: Subscriber): void;
  remove(sub: Subscriber): void;
  start(): void;
}

const hubs = new WeakMap<HostSource, Map<string, Hub>>();

/** The channel as one subscriber sees it: its listeners fall silent once it has stopped. */
function guarded(channel: RealtimeChannel, sub: Subscriber): RealtimeChannel {
  return new Proxy(channel, {
    get(target, prop) {
      if (prop === 'on') {
        return (type: never, filter: never, callback: (...args: unknown[]) => void) => {
          target.on(type, filter, ((...args: unknown[]) => sub.active && callback(...args)) as never);
          return guarded(target, sub);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function openHub(source: HostSource, topic: string, config: ChannelSpec['config'], done: () => void): Hub {
  const subs = new Set<Subscriber>();
  // Set once loaded; a channel exists only after that, so the code that removes one always has it.
  let client: RealtimeHost | null = typeof source === 'function' ? null : source;
  let stopped = false;
  let current: RealtimeChannel | null = null;
  let joined = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const status = (next: ChannelStatus) => {
    for (const s of [...subs]) s.spec.onStatus?.(next);
  };
  const subscribed = (sub: Subscriber, channel: RealtimeChannel) => {
    sub.spec.onStatus?.('subscribed');
    sub.spec.onSubscribed?.(channel);
  };

  const later = () => {
    status('retrying');
    timer = setTimeout(() => void open(), retryDelay(attempt++));
  };

  const retry = (channel: RealtimeChannel) => {
    if (stopped || current !== channel) return;
    current = null;
    joined = false;
    void client?.removeChannel(channel);
    later();
  };

  const open = async () => {
    status('connecting');
    if (!client && typeof source === 'function') {
      try {
        client = await source();
      } catch {
        if (!stopped) later();
        return;
      }
    }
    if (stopped || !client) return;
    // The member's token goes on the socket before every join: a join sent without it stays a visitor's for the
    // channel's life (RLS then hides every postgres change; realtime-js only forwards a token to channels already
    // joined), and a private topic is refused. Only a private topic waits for a token it could not get.
    const authorised = await client.realtime.setAuth().then(() => true, () => !config?.private);
    if (stopped) return;
    if (!authorised) return later();
    const channel = client.channel(topic, { config: config ?? {} });
    current = channel;
    for (const s of subs) s.spec.bind(guarded(channel, s));
    channel.subscribe((state) => {
      if (stopped || current !== channel) return;
      if (state === 'SUBSCRIBED') {
        attempt = 0;
        joined = true;
        for (const s of [...subs]) subscribed(s, channel);
      } else if (state === 'CLOSED' || state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') {
        retry(channel);
      }
    });
  };

  return {
    start: () => void open(),
    add(sub) {
      subs.add(sub);
      // A later subscriber binds on the live channel: broadcast and presence listeners are matched in the client;
      // postgres_changes cannot be added after subscribe() (supabase-js throws), so those need their own topic.
      if (current) sub.spec.bind(guarded(current, sub));
      if (current && joined) subscribed(sub, current);
    },
    remove(sub) {
      sub.active = false;
      if (!subs.delete(sub)) return;
      sub.spec.onStatus?.('closed');
      if (subs.size) return;
      stopped = true;
      clearTimeout(timer);
      if (current) void client?.removeChannel(current);
      current = null;
      done();
    },
  };
}

/**
 * Subscribes `spec` on `client` and keeps it subscribed until the returned stop() is called. A channel that errors,
 * times out or is closed (a dropped socket, a refused or expired join) is removed and created again after a backoff;
 * every successful join runs onSubscribed.
 */
export function subscribeChannel(client: HostSource, spec: ChannelSpec): () => void {
  let byTopic = hubs.get(client);
  if (!byTopic) hubs.set(client, (byTopic = new Map()));
  const topics = byTopic;
  const sub: Subscriber = { spec, active: true };
  const existing = topics.get(spec.topic);
  if (existing) {
    existing.add(sub);
    return () => existing.remove(sub);
  }
  const hub = openHub(client, spec.topic, spec.config, () => {
    if (topics.get(spec.topic) === hub) topics.delete(spec.topic);
  });
  topics.set(spec.topic, hub);
  // The first subscriber binds before the channel subscribes (postgres_changes must be declared before).
  hub.add(sub);
  hub.start();
  return () => hub.remove(sub);
}
