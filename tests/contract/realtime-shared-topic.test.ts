// lib/channel's subscribeChannel with two subscribers of one topic on one client (supabase-js gives them one channel):
// both hear broadcasts and every (re)subscribe, one stopping silences only it, the channel lives until the last stops.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { subscribeChannel } from '../../src/lib/channel.js';
import type { TestStack } from './support/stack.js';
import { closeClients, rtClient, startRealtimeStack, subscribed, waitFor } from './realtime-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack();
});
afterEach(closeClients);
afterAll(() => stack?.stop());

function watch(client: SupabaseClient, topic: string, event: string) {
  const seen: unknown[] = [];
  let subscribes = 0;
  const stop = subscribeChannel(client, {
    topic,
    bind: (channel: RealtimeChannel) => void channel.on('broadcast', { event }, ({ payload }) => seen.push(payload)),
    onSubscribed: () => void (subscribes += 1),
  });
  return { seen, stop, subscribes: () => subscribes };
}

describe('subscribeChannel, one topic shared', () => {
  it('serves two subscribers through one channel, across a reconnect, until the last one stops', async () => {
    const topic = `t-${randomUUID()}`;
    const client = rtClient(stack, '2.0.0');
    const a = watch(client, topic, 'a');
    const b = watch(client, topic, 'b');
    await waitFor(() => a.subscribes() === 1 && b.subscribes() === 1);
    expect(client.getChannels().filter((c) => c.topic === `realtime:${topic}`)).toHaveLength(1);
    const sender = await subscribed(rtClient(stack, '2.0.0').channel(topic));
    await sender.send({ type: 'broadcast', event: 'a', payload: { n: 1 } });
    await sender.send({ type: 'broadcast', event: 'b', payload: { n: 2 } });
    await waitFor(() => a.seen.length === 1 && b.seen.length === 1);

    client.realtime.disconnect();
    await waitFor(() => !client.realtime.isConnected());
    client.realtime.connect();
    await waitFor(() => a.subscribes() === 2 && b.subscribes() === 2, 20_000);
    await sender.send({ type: 'broadcast', event: 'b', payload: { n: 3 } });
    await waitFor(() => b.seen.length === 2);

    a.stop();
    await sender.send({ type: 'broadcast', event: 'a', payload: { n: 4 } });
    await sender.send({ type: 'broadcast', event: 'b', payload: { n: 5 } });
    await waitFor(() => b.seen.length === 3);
    expect(a.seen).toEqual([{ n: 1 }]);
    expect(b.seen).toEqual([{ n: 2 }, { n: 3 }, { n: 5 }]);
    b.stop();
    await waitFor(() => client.getChannels().every((c) => c.topic !== `realtime:${topic}`));
  });
});
