// lib/realtime's subscribeChannel against local-supabase with real supabase-js clients: catch-up on every subscribe,
// back after the socket drops, private topics, and nothing left behind when stopped.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { subscribeChannel, type ChannelStatus } from '../../src/lib/channel.js';
import type { TestStack } from './support/stack.js';
import { closeClients, rtClient, startRealtimeStack, subscribed, userToken, waitFor } from './realtime-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack();
});
afterEach(closeClients);
afterAll(() => stack?.stop());

function watch(client: SupabaseClient, topic: string, config?: { private?: boolean }) {
  const seen: unknown[] = [];
  const statuses: ChannelStatus[] = [];
  let subscribes = 0;
  const stop = subscribeChannel(client, {
    topic,
    config,
    bind: (channel: RealtimeChannel) => void channel.on('broadcast', { event: 'msg' }, ({ payload }) => seen.push(payload)),
    onSubscribed: () => {
      subscribes += 1;
    },
    onStatus: (s) => statuses.push(s),
  });
  return { seen, statuses, stop, subscribes: () => subscribes };
}

describe('subscribeChannel', () => {
  it('runs onSubscribed on the first subscribe and receives broadcasts', async () => {
    const topic = `t-${randomUUID()}`;
    const w = watch(rtClient(stack, '2.0.0'), topic);
    await waitFor(() => w.subscribes() === 1);
    const sender = await subscribed(rtClient(stack, '2.0.0').channel(topic));
    expect(await sender.send({ type: 'broadcast', event: 'msg', payload: { n: 1 } })).toBe('ok');
    await waitFor(() => w.seen.length === 1);
    expect(w.seen).toEqual([{ n: 1 }]);
    w.stop();
  });

  it('comes back after the socket drops: onSubscribed runs again and later broadcasts arrive', async () => {
    const topic = `t-${randomUUID()}`;
    const client = rtClient(stack, '2.0.0');
    const w = watch(client, topic);
    await waitFor(() => w.subscribes() === 1);
    client.realtime.disconnect();
    await waitFor(() => !client.realtime.isConnected());
    client.realtime.connect();
    await waitFor(() => w.subscribes() === 2, 20_000);
    const sender = await subscribed(rtClient(stack, '2.0.0').channel(topic));
    expect(await sender.send({ type: 'broadcast', event: 'msg', payload: { after: 'reconnect' } })).toBe('ok');
    await waitFor(() => w.seen.length === 1);
    expect(w.seen).toEqual([{ after: 'reconnect' }]);
    // One live channel for the topic, not a pile of retries.
    expect(client.getChannels().filter((c) => c.topic === `realtime:${topic}`)).toHaveLength(1);
    w.stop();
  });

  it("joins a private topic with the signed-in member's session token", async () => {
    const email = `m-${randomUUID()}@example.com`;
    const created = await stack.admin().auth.admin.createUser({ email, password: 'secreto1', email_confirm: true });
    const uid = created.data.user!.id;
    // The app's way: a client whose session is the member's; subscribeChannel puts that token on the socket.
    const member = stack.client();
    expect((await member.auth.signInWithPassword({ email, password: 'secreto1' })).error).toBeNull();
    const w = watch(member, `room:${uid}`, { private: true });
    try {
      await waitFor(() => w.subscribes() === 1);
      const sender = await subscribed(rtClient(stack, '2.0.0', (await userToken(stack, uid))).channel(`room:${uid}`, { config: { private: true } }));
      expect(await sender.send({ type: 'broadcast', event: 'msg', payload: { private: true } })).toBe('ok');
      await waitFor(() => w.seen.length === 1);
    } finally {
      w.stop();
      member.realtime.disconnect();
    }
  });

  it('retries a refused join with a backoff instead of giving up, and stop() ends it', async () => {
    // Another member's room: RLS refuses the join.
    const w = watch(rtClient(stack, '2.0.0', (await userToken(stack))), `room:${randomUUID()}`, { private: true });
    await waitFor(() => w.statuses.includes('retrying'));
    w.stop();
    expect(w.statuses.at(-1)).toBe('closed');
    expect(w.subscribes()).toBe(0);
  });

  it("a public topic's postgres changes reach the member even when the token arrives after the socket opens", async () => {
    // The app's realtime host: a RealtimeClient whose token comes from a callback (the session read), which here
    // answers only after the socket has opened. A join sent before it would run as a visitor and RLS would hide the row.
    const owner = randomUUID();
    const token = await userToken(stack, owner);
    const url = new URL('realtime/v1', `${stack.apiUrl}/`);
    url.protocol = url.protocol.replace('http', 'ws');
    const realtime = new RealtimeClient(url.href, {
      params: { apikey: stack.config.keys.publishableKey },
      transport: WebSocket as any,
      accessToken: () => new Promise<string>((resolve) => setTimeout(() => resolve(token), 300)),
    });
    const seen: unknown[] = [];
    let subscribes = 0;
    const stop = subscribeChannel(
      { channel: (topic, options) => realtime.channel(topic, options), removeChannel: (c) => realtime.removeChannel(c), realtime },
      {
        topic: `notes-${owner}`,
        bind: (channel: RealtimeChannel) =>
          void channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes', filter: `owner=eq.${owner}` }, ({ new: row }) => seen.push(row.body)),
        onSubscribed: () => {
          subscribes += 1;
        },
      },
    );
    try {
      await waitFor(() => subscribes === 1);
      expect((await rtClient(stack, '2.0.0', token).from('notes').insert({ owner, body: 'solo mía' })).error).toBeNull();
      await waitFor(() => seen.length === 1, 5000, 'the member to hear their own row');
      expect(seen).toEqual(['solo mía']);
    } finally {
      stop();
      realtime.disconnect();
    }
  });

  it('stop() removes the channel', async () => {
    const client = rtClient(stack, '2.0.0');
    const w = watch(client, `t-${randomUUID()}`);
    await waitFor(() => w.subscribes() === 1);
    w.stop();
    await waitFor(() => client.getChannels().length === 0);
  });
});
