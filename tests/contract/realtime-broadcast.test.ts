// Realtime broadcast with real supabase-js clients (vsn 1.0.0 and 2.0.0): fan-out, self, ack, HTTP API, binary payloads.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { closeClients, rtClient, startRealtimeStack, subscribed, VSNS, waitFor } from './realtime-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack();
});
afterEach(closeClients);
afterAll(() => stack?.stop());

describe.each(VSNS)('broadcast (vsn %s)', (vsn) => {
  it('fans out to every other subscriber of the topic, not to the sender by default', async () => {
    const [a, b, c] = [rtClient(stack, vsn), rtClient(stack, vsn), rtClient(stack, vsn)];
    const got: Record<string, any[]> = { a: [], b: [], c: [] };
    const topic = `fanout-${vsn}`;
    const chA = await subscribed(a.channel(topic).on('broadcast', { event: 'msg' }, (p) => got.a.push(p)));
    const chB = await subscribed(b.channel(topic).on('broadcast', { event: 'msg' }, (p) => got.b.push(p)));
    await subscribed(c.channel(topic).on('broadcast', { event: '*' }, (p) => got.c.push(p)));
    expect(await chA.send({ type: 'broadcast', event: 'msg', payload: { text: 'hola, ñandú' } })).toBe('ok');
    await waitFor(() => got.b.length && got.c.length, 5000, 'deliveries');
    expect(got.b).toEqual([{ type: 'broadcast', event: 'msg', payload: { text: 'hola, ñandú' } }]);
    expect(got.c).toEqual([{ type: 'broadcast', event: 'msg', payload: { text: 'hola, ñandú' } }]);
    // A later message from b reaches a after anything the first fan-out gave it.
    expect(await chB.send({ type: 'broadcast', event: 'msg', payload: { sentinel: true } })).toBe('ok');
    await waitFor(() => got.a.length, 5000, "b's sentinel at a");
    expect(got.a.map((p) => p.payload)).toEqual([{ sentinel: true }]);
  });

  it('delivers to the sender with self: true and resolves ack only after the server replies', async () => {
    const a = rtClient(stack, vsn);
    const b = rtClient(stack, vsn);
    const mine: any[] = [];
    const theirs: any[] = [];
    const topic = `self-${vsn}`;
    const chA = await subscribed(a.channel(topic, { config: { broadcast: { self: true, ack: true } } }).on('broadcast', { event: 'e' }, (p) => mine.push(p.payload)));
    await subscribed(b.channel(topic).on('broadcast', { event: 'e' }, (p) => theirs.push(p.payload)));
    for (let i = 0; i < 5; i++) expect(await chA.send({ type: 'broadcast', event: 'e', payload: { i } })).toBe('ok');
    await waitFor(() => mine.length === 5 && theirs.length === 5, 5000, 'five each');
    expect(mine.map((p) => p.i)).toEqual([0, 1, 2, 3, 4]);
    expect(theirs.map((p) => p.i)).toEqual([0, 1, 2, 3, 4]);
  });

  it('does not mix topics', async () => {
    const a = rtClient(stack, vsn);
    const b = rtClient(stack, vsn);
    const got: any[] = [];
    const chA = await subscribed(a.channel(`one-${vsn}`, { config: { broadcast: { ack: true } } }));
    await subscribed(b.channel(`two-${vsn}`).on('broadcast', { event: '*' }, (p) => got.push(p)));
    expect(await chA.send({ type: 'broadcast', event: 'x', payload: {} })).toBe('ok');
    // Acknowledged, so fanned out: a sentinel on topic two arrives after anything topic one gave b.
    const other = await subscribed(rtClient(stack, vsn).channel(`two-${vsn}`, { config: { broadcast: { ack: true } } }));
    expect(await other.send({ type: 'broadcast', event: 'sentinel', payload: {} })).toBe('ok');
    await waitFor(() => got.length, 5000, 'the sentinel on topic two');
    expect(got.map((p) => p.event)).toEqual(['sentinel']);
  });

  it('sends through the HTTP API when the channel is not joined, and with httpSend (202)', async () => {
    const listener = rtClient(stack, vsn);
    const got: any[] = [];
    const topic = `http-${vsn}`;
    await subscribed(listener.channel(topic).on('broadcast', { event: '*' }, (p) => got.push(p)));
    const sender = rtClient(stack, vsn);
    const notJoined = sender.channel(topic);
    expect(await notJoined.send({ type: 'broadcast', event: 'rest', payload: { via: 'rest' } })).toBe('ok');
    const res = await notJoined.httpSend('single', { via: 'httpSend' });
    expect(res).toEqual({ success: true });
    await waitFor(() => got.length === 2, 5000, 'two http broadcasts');
    expect(got).toContainEqual({ type: 'broadcast', event: 'rest', payload: { via: 'rest' } });
    expect(got).toContainEqual({ type: 'broadcast', event: 'single', payload: { via: 'httpSend' } });
  });

  it('refuses the HTTP API without a valid key', async () => {
    const res = await fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'not-a-key' },
      body: JSON.stringify({ messages: [{ topic: 't', event: 'e', payload: {} }] }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('binary broadcast payloads (vsn 2.0.0)', () => {
  it('carries an ArrayBuffer payload unchanged to vsn 2.0.0 clients', async () => {
    const a = rtClient(stack, '2.0.0');
    const b = rtClient(stack, '2.0.0');
    const got: any[] = [];
    const chA = await subscribed(a.channel('bin', { config: { broadcast: { ack: true } } }));
    await subscribed(b.channel('bin').on('broadcast', { event: 'blob' }, (p) => got.push(p)));
    const bytes = new Uint8Array([0, 1, 2, 253, 254, 255]);
    expect(await chA.send({ type: 'broadcast', event: 'blob', payload: bytes.buffer })).toBe('ok');
    await waitFor(() => got.length, 5000, 'binary delivery');
    expect([...new Uint8Array(got[0].payload)]).toEqual([0, 1, 2, 253, 254, 255]);
  });

  it('lets vsn 1.0.0 and 2.0.0 clients talk to each other', async () => {
    const v1 = rtClient(stack, '1.0.0');
    const v2 = rtClient(stack, '2.0.0');
    const at1: any[] = [];
    const at2: any[] = [];
    const ch1 = await subscribed(v1.channel('mixed', { config: { broadcast: { ack: true } } }).on('broadcast', { event: 'm' }, (p) => at1.push(p.payload)));
    const ch2 = await subscribed(v2.channel('mixed', { config: { broadcast: { ack: true } } }).on('broadcast', { event: 'm' }, (p) => at2.push(p.payload)));
    expect(await ch1.send({ type: 'broadcast', event: 'm', payload: { from: 1 } })).toBe('ok');
    expect(await ch2.send({ type: 'broadcast', event: 'm', payload: { from: 2 } })).toBe('ok');
    await waitFor(() => at1.length && at2.length, 5000, 'cross deliveries');
    expect(at1).toEqual([{ from: 2 }]);
    expect(at2).toEqual([{ from: 1 }]);
  });
});
