// Bad input and limits (raw websockets and supabase-js, vsn 1.0.0 and 2.0.0): error replies or closes with a reason
// while everyone else keeps being served; idle timeout; clients rejoin after a restart of local-supabase.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestStack } from './support/stack.js';
import { startTestStack } from './support/stack.js';
import { closeClients, RawSocket, rtClient, sleep, startRealtimeStack, subscribed, userToken, VSNS, waitFor, type Vsn } from './realtime-helpers.js';

const LIMITS = { maxChannelsPerClient: 3, maxJoinsPerSecond: 10, maxEventsPerSecond: 20, maxPayloadBytes: 2048 };

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack({ realtime: LIMITS });
});
afterEach(closeClients);
afterAll(() => stack?.stop());

/** A supabase-js pair on one topic: proves the server still serves others. */
async function bystanders(vsn: Vsn, topic: string) {
  const got: any[] = [];
  await subscribed(rtClient(stack, vsn).channel(topic).on('broadcast', { event: '*' }, (p) => got.push(p.payload)));
  const sender = await subscribed(rtClient(stack, vsn).channel(topic, { config: { broadcast: { ack: true } } }));
  return {
    async stillServed(n: number) {
      expect(await sender.send({ type: 'broadcast', event: 'ping', payload: { n } })).toBe('ok');
      await waitFor(() => got.some((p) => p.n === n), 5000, `bystander message ${n}`);
    },
  };
}

describe.each(VSNS)('bad input (vsn %s)', (vsn) => {
  it('answers heartbeats, unmatched topics, unknown events and empty topics', async () => {
    const s = await RawSocket.open(stack, vsn);
    s.send(null, '1', 'phoenix', 'heartbeat', {});
    expect((await s.reply('1')).payload).toEqual({ status: 'ok', response: {} });
    expect((await s.reply('1')).topic).toBe('phoenix');
    s.send(null, '2', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} });
    expect((await s.reply('2')).payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    expect((await s.join('realtime:here', '3')).status).toBe('ok');
    s.send('3', '4', 'realtime:here', 'no_such_event', {});
    expect((await s.reply('4')).payload).toMatchObject({ status: 'error', response: { reason: expect.stringMatching(/^UnknownEvent/) } });
    expect(await s.join('realtime:', '5')).toEqual({ status: 'error', response: { reason: 'TopicNameRequired: You must provide a topic name' } });
    s.close();
  });

  it('answers a bad postgres_changes filter with a system error, keeping the bindings aligned', async () => {
    const s = await RawSocket.open(stack, vsn);
    const binding = { event: 'INSERT', schema: 'public', table: 'items', filter: 'id=like.1' };
    const joined = await s.join('realtime:badfilter', '1', { postgres_changes: [binding] });
    expect(joined).toEqual({ status: 'ok', response: { postgres_changes: [{ ...binding, id: expect.any(Number) }] } });
    const sys = await waitFor(() => s.frames.find((f) => f.event === 'system'), 5000, 'system error');
    expect(sys.payload).toEqual({ extension: 'postgres_changes', status: 'error', message: 'Error parsing `filter` params: id=like.1', channel: 'badfilter' });
    s.close();
  });

  it('refuses joins with bad tokens and keeps the socket usable', async () => {
    const s = await RawSocket.open(stack, vsn);
    expect(await s.join('realtime:a', '1', {}, { access_token: 'not.a.jwt' })).toEqual({
      status: 'error',
      response: { reason: 'InvalidJWTToken: The token provided is not a valid JWT' },
    });
    expect(await s.join('realtime:a', '2', {}, { access_token: (await userToken(stack, undefined, -10)) })).toMatchObject({
      status: 'error',
      response: { reason: expect.stringMatching(/^InvalidJWTToken: Token has expired \d+ seconds ago$/) },
    });
    expect((await s.join('realtime:a', '3', {}, { access_token: (await userToken(stack)) })).status).toBe('ok');
    s.close();
  });

  it('closes a socket that sends malformed frames; others keep being served', async () => {
    const others = await bystanders(vsn, `malformed-${vsn}`);
    const s = await RawSocket.open(stack, vsn);
    s.ws.send('{this is not json');
    expect((await s.closed()).code).toBe(1007);
    const t = await RawSocket.open(stack, vsn);
    t.ws.send(vsn === '2.0.0' ? '{"topic":"x","event":"y"}' : '[null,null,"x","y",{}]');
    expect((await t.closed()).code).toBe(1007);
    const b = await RawSocket.open(stack, vsn);
    b.ws.send(Buffer.from([vsn === '2.0.0' ? 0 : 3, 1, 2, 3, 4, 5, 6, 7]));
    expect((await b.closed()).code).toBe(1007);
    await others.stillServed(1);
  });

  it('closes a socket that sends an oversized frame; others keep being served', async () => {
    const others = await bystanders(vsn, `oversized-${vsn}`);
    const s = await RawSocket.open(stack, vsn);
    s.send(null, '1', 'phoenix', 'heartbeat', { junk: 'x'.repeat(LIMITS.maxPayloadBytes + 128 * 1024) });
    expect((await s.closed()).code).toBe(1009);
    await others.stillServed(2);
  });

  it('refuses broadcast payloads over the size limit', async () => {
    const client = rtClient(stack, vsn);
    const ch = await subscribed(client.channel(`big-${vsn}`, { config: { broadcast: { ack: true } } }));
    expect(await ch.send({ type: 'broadcast', event: 'big', payload: { s: 'x'.repeat(LIMITS.maxPayloadBytes) } })).toBe('error');
    expect(await ch.send({ type: 'broadcast', event: 'small', payload: { s: 'x' } })).toBe('ok');
  });

  it('limits channels per connection', async () => {
    const s = await RawSocket.open(stack, vsn);
    for (let i = 1; i <= 3; i++) expect((await s.join(`realtime:c${i}`, String(i))).status).toBe('ok');
    expect(await s.join('realtime:c4', '4')).toEqual({ status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } });
    // Leaving frees a slot.
    s.send('1', '5', 'realtime:c1', 'phx_leave', {});
    expect((await s.reply('5')).payload.status).toBe('ok');
    await waitFor(() => s.frames.find((f) => f.event === 'phx_close' && f.topic === 'realtime:c1'), 5000, 'phx_close');
    expect((await s.join('realtime:c4', '6')).status).toBe('ok');
    s.close();
  });

  it('limits joins per second per connection', async () => {
    const s = await RawSocket.open(stack, vsn);
    for (let i = 0; i < 15; i++) s.send(String(i), String(i), 'realtime:same', 'phx_join', { config: {} });
    await waitFor(() => s.frames.filter((f) => f.event === 'phx_reply').length === 15, 5000, '15 replies');
    const reasons = s.frames.filter((f) => f.event === 'phx_reply' && f.payload.status === 'error').map((f) => f.payload.response.reason);
    expect(reasons).toContain('ClientJoinRateLimitReached: Too many joins per second');
    s.close();
  });

  it('closes a channel that sends too many messages per second, telling it why', async () => {
    const s = await RawSocket.open(stack, vsn);
    expect((await s.join('realtime:flood', '1')).status).toBe('ok');
    for (let i = 0; i < 30; i++) s.send('1', String(100 + i), 'realtime:flood', 'broadcast', { type: 'broadcast', event: 'e', payload: { i } });
    await waitFor(() => s.frames.find((f) => f.event === 'phx_close' && f.topic === 'realtime:flood'), 5000, 'channel closed');
    expect(s.frames.find((f) => f.event === 'system')?.payload).toEqual({ extension: 'system', status: 'error', message: 'Too many messages per second', channel: 'flood' });
    s.close();
  });

  it('closes a socket that floods unknown events, with the reason, and keeps serving the others', async () => {
    const others = await bystanders(vsn, `bystanders-flood-${vsn}`);
    const s = await RawSocket.open(stack, vsn);
    expect((await s.join('realtime:unknown', '1')).status).toBe('ok');
    // 2 × 20 events + 10 joins + 10 per second: the 61st frame within a second closes the socket.
    for (let i = 0; i < 200; i++) s.send('1', String(i), 'realtime:unknown', 'no_such_event', {});
    expect(await s.closed()).toEqual({ code: 1008, reason: 'Too many messages per second' });
    const replies = s.frames.filter((f) => f.event === 'phx_reply' && f.payload.status === 'error').length;
    expect(replies).toBeLessThan(70);
    await others.stillServed(1);
  });

  it('drops a client that stops reading once its unsent output passes the cap', async () => {
    const capped = await startRealtimeStack({ realtime: { ...LIMITS, maxEventsPerSecond: 100_000, maxBufferedBytes: 256 * 1024 } });
    try {
      const reader = await RawSocket.open(capped, vsn);
      expect((await reader.join('realtime:fire', '1', { broadcast: { self: false } })).status).toBe('ok');
      // The reader's socket stops reading: the server's writes pile up in its send buffer.
      (reader.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const writer = await RawSocket.open(capped, vsn);
      expect((await writer.join('realtime:fire', '1')).status).toBe('ok');
      const payload = { blob: 'x'.repeat(1500) };
      const before = process.memoryUsage().rss;
      // 20,000 × 1.5 KB = 30 MB for a reader capped at 256 KB (loopback's kernel buffers take a few MB first).
      for (let round = 0; round < 200; round++) {
        for (let i = 0; i < 100; i++) writer.send('1', null, 'realtime:fire', 'broadcast', { type: 'broadcast', event: 'e', payload });
        await sleep(5);
      }
      (reader.ws as unknown as { _socket: { resume(): void } })._socket.resume();
      expect(await reader.closed(10_000)).toEqual({ code: 1008, reason: 'slow consumer: the send buffer is full' });
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
      writer.close();
    } finally {
      await capped.stop();
    }
  });

  it('limits private joins per second across all sockets (each is a database authorization)', async () => {
    const limited = await startRealtimeStack({ realtime: { ...LIMITS, maxJoinsPerSecond: 100, maxChannelsPerClient: 100, maxPrivateJoinsPerSecond: 5 } });
    try {
      const sockets = await Promise.all([0, 1, 2].map(() => RawSocket.open(limited, vsn, limited.config.keys.publishableKey)));
      const token = await userToken(limited);
      sockets.forEach((s, k) => {
        for (let i = 0; i < 4; i++) s.send(String(i), String(i), `realtime:room-${k}-${i}`, 'phx_join', { config: { private: true }, access_token: token });
      });
      await waitFor(() => sockets.every((s) => s.frames.filter((f) => f.event === 'phx_reply').length === 4), 5000, '12 replies');
      const reasons = sockets.flatMap((s) => s.frames.filter((f) => f.event === 'phx_reply').map((f) => f.payload.response?.reason ?? f.payload.status));
      expect(reasons.filter((r) => r === 'ClientJoinRateLimitReached: Too many joins per second').length).toBeGreaterThanOrEqual(7);
      sockets.forEach((s) => s.close());
    } finally {
      await limited.stop();
    }
  });

  it('refuses websocket upgrades without a valid key, with a JSON reason', async () => {
    const attempt = (query: string) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        const ws = new WebSocket(`${stack.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
        ws.on('unexpected-response', (_req, res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        ws.on('error', () => undefined);
      });
    expect(await attempt(`vsn=${vsn}`)).toEqual({ status: 401, body: JSON.stringify({ error: 'API key is missing' }) });
    expect(await attempt(`apikey=garbage&vsn=${vsn}`)).toEqual({ status: 401, body: JSON.stringify({ error: 'The token provided is not a valid JWT' }) });
  });
});

describe('idle timeout and restart', () => {
  it('closes sockets that stay silent past the idle timeout', async () => {
    const idle = await startRealtimeStack({ realtime: { idleTimeoutMs: 800 } });
    try {
      const s = await RawSocket.open(idle, '2.0.0');
      const talkative = await RawSocket.open(idle, '1.0.0');
      const timer = setInterval(() => talkative.send(null, 'hb', 'phoenix', 'heartbeat', {}), 200);
      const info = await s.closed(5000);
      clearInterval(timer);
      expect(info).toEqual({ code: 1000, reason: 'idle timeout' });
      expect(talkative.closeInfo).toBeUndefined();
      talkative.close();
    } finally {
      await idle.stop();
    }
  });

  it('answers phx_error when a channel handler fails, and the client rejoins', async () => {
    const broken = await startRealtimeStack();
    try {
      const uid = crypto.randomUUID();
      const s = await RawSocket.open(broken, '2.0.0');
      expect((await s.join(`realtime:room:${uid}`, '1', { private: true, broadcast: { ack: true } }, { access_token: (await userToken(broken, uid)) })).status).toBe('ok');
      await broken.db.exec('drop function realtime.can_write(text, text, jsonb, text)');
      s.send('1', '2', `realtime:room:${uid}`, 'broadcast', { type: 'broadcast', event: 'e', payload: {} });
      const err = await waitFor(() => s.frames.find((f) => f.event === 'phx_error'), 5000, 'phx_error');
      expect(err).toMatchObject({ topic: `realtime:room:${uid}`, join_ref: '1', payload: { reason: 'channel_crash' } });
      // The channel is gone; a rejoin works and the socket still answers.
      expect((await s.join(`realtime:room:${uid}`, '3', { private: true }, { access_token: (await userToken(broken, uid)) })).status).toBe('ok');
      s.send(null, '4', 'phoenix', 'heartbeat', {});
      expect((await s.reply('4')).payload.status).toBe('ok');
      s.close();
    } finally {
      await broken.stop();
    }
  });

  it.each(VSNS)('supabase-js clients rejoin and are served after local-supabase restarts (vsn %s)', async (vsn) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rt-restart-'));
    let first: TestStack | undefined = await startTestStack({ data: dir, serveDb: false, serveMail: false, runCron: false });
    let second: TestStack | undefined;
    try {
      const port = Number(new URL(first.apiUrl).port);
      const got: any[] = [];
      let joins = 0;
      const a = rtClient(first, vsn);
      const b = rtClient(first, vsn);
      await new Promise<void>((resolve) =>
        a
          .channel('restart')
          .on('broadcast', { event: '*' }, (p) => got.push(p.payload))
          .subscribe((s) => {
            if (s === 'SUBSCRIBED' && ++joins === 1) resolve();
          }),
      );
      const chB = b.channel('restart', { config: { broadcast: { ack: true } } });
      let bJoins = 0;
      chB.subscribe((s) => {
        if (s === 'SUBSCRIBED') bJoins++;
      });
      await waitFor(() => bJoins === 1, 5000, 'b joined');
      await first.stop();
      first = undefined;
      second = await startTestStack({ data: dir, port, serveDb: false, serveMail: false, runCron: false });
      await waitFor(() => joins >= 2 && bJoins >= 2, 25_000, 'both rejoined');
      expect(await chB.send({ type: 'broadcast', event: 'back', payload: { ok: true } })).toBe('ok');
      await waitFor(() => got.length, 5000, 'delivery after restart');
      expect(got).toEqual([{ ok: true }]);
      await sleep(10);
    } finally {
      await closeClients();
      await first?.stop();
      await second?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
