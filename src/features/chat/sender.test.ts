import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';
import { MemoryStorage } from './memory-storage';
import { backoff, createSender, isTransient, SendError, type SendAnswer } from './sender';
import type { ChatMessage } from './types';

type Answer = ChatMessage | Error | { refused: string };

/** `answers` are taken one per entry sent; an Error fails the whole request it falls in. */
function setup(answers: ((body: string) => Answer)[] = [], opts: { minInterval?: number } = {}) {
  const outbox = new Outbox(new MemoryStorage(), 'me');
  const sentBodies: string[] = [];
  const requests: string[][] = [];
  const delivered: string[] = [];
  const refused: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let online = true;
  let clock = 0;
  const sender = createSender({
    outbox,
    send: async (items) => {
      requests.push(items.map((i) => i.body));
      const out: SendAnswer[] = [];
      for (const item of items) {
        sentBodies.push(item.body);
        const answer = answers.shift()?.(item.body) ?? { ...item, status: undefined, created_at: new Date().toISOString() };
        if (answer instanceof Error) throw answer;
        out.push('refused' in answer ? { id: item.id, error: answer.refused } : { id: item.id, row: answer });
      }
      return out;
    },
    onSent: (row) => delivered.push(row.body),
    onRefused: (item, error) => refused.push(`${item.body}: ${error}`),
    isOnline: () => online,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    now: () => clock,
    minInterval: opts.minInterval ?? 0,
  });
  return {
    outbox,
    sender,
    sentBodies,
    requests,
    delivered,
    refused,
    timers,
    setOnline: (v: boolean) => (online = v),
    advance: (ms: number) => (clock += ms),
  };
}

describe('isTransient', () => {
  it('retries network, server and session trouble; takes other answers as final', () => {
    expect(isTransient(0, 'network')).toBe(true);
    expect(isTransient(503, 'PGRST000')).toBe(true);
    expect(isTransient(401, 'PGRST301')).toBe(true);
    expect(isTransient(403, 'not_authenticated')).toBe(true);
    expect(isTransient(403, 'messaging_blocked')).toBe(false);
    expect(isTransient(400, 'message_too_long')).toBe(false);
    expect(backoff(0)).toBe(1000);
    expect(backoff(10)).toBe(30_000);
  });
});

describe('createSender', () => {
  it('sends in the order written and empties the outbox', async () => {
    const t = setup();
    ['uno', 'dos', 'tres'].forEach((b) => t.outbox.enqueue('c', b));
    await t.sender.flush();
    expect(t.sentBodies).toEqual(['uno', 'dos', 'tres']);
    expect(t.delivered).toEqual(['uno', 'dos', 'tres']);
    expect(t.outbox.list()).toEqual([]);
  });

  it('waits while offline, then sends everything once', async () => {
    const t = setup();
    t.setOnline(false);
    t.outbox.enqueue('c', 'uno');
    t.outbox.enqueue('c', 'dos');
    await t.sender.flush();
    expect(t.sentBodies).toEqual([]);
    expect(t.outbox.list().map((m) => m.status)).toEqual(['pending', 'pending']);
    t.setOnline(true);
    await t.sender.flush();
    expect(t.sentBodies).toEqual(['uno', 'dos']);
  });

  it('a network error keeps the entry and everything after it, and schedules a retry with backoff', async () => {
    const t = setup([() => new SendError('sin red', true), () => new SendError('sin red', true)]);
    t.outbox.enqueue('c', 'uno');
    t.outbox.enqueue('c', 'dos');
    await t.sender.flush();
    expect(t.sentBodies).toEqual(['uno']);
    expect(t.timers.map((x) => x.ms)).toEqual([1000]);
    t.timers[0].fn();
    await t.sender.flush();
    expect(t.timers.map((x) => x.ms)).toEqual([1000, 2000]);
    await t.sender.flush();
    expect(t.sentBodies).toEqual(['uno', 'uno', 'uno', 'dos']);
    expect(t.requests).toEqual([['uno', 'dos'], ['uno', 'dos'], ['uno', 'dos']]);
    expect(t.delivered).toEqual(['uno', 'dos']);
  });

  it('a refusal marks the entry failed with its reason and goes on with the next', async () => {
    const t = setup([() => ({ refused: 'No puedes enviar mensajes a este usuario.' })]);
    t.outbox.enqueue('c', 'uno');
    t.outbox.enqueue('c', 'dos');
    await t.sender.flush();
    expect(t.requests).toEqual([['uno', 'dos']]);
    expect(t.delivered).toEqual(['dos']);
    expect(t.refused).toEqual(['uno: No puedes enviar mensajes a este usuario.']);
    expect(t.outbox.list()).toMatchObject([{ body: 'uno', status: 'failed', error: 'No puedes enviar mensajes a este usuario.' }]);
  });

  it('an entry written during a run is sent by the same run, once', async () => {
    const t = setup();
    t.outbox.enqueue('c', 'uno');
    const first = t.sender.flush();
    t.outbox.enqueue('c', 'dos');
    const second = t.sender.flush();
    await Promise.all([first, second]);
    expect(t.sentBodies).toEqual(['uno', 'dos']);
  });

  it('a whole request refused (not transient) marks each of its entries failed', async () => {
    const t = setup([() => new SendError('Esta función todavía no está disponible.', false, 'PGRST202')]);
    t.outbox.enqueue('c', 'uno');
    t.outbox.enqueue('c', 'dos');
    await t.sender.flush();
    expect(t.outbox.list().map((m) => [m.body, m.status, m.error])).toEqual([
      ['uno', 'failed', 'Esta función todavía no está disponible.'],
      ['dos', 'failed', 'Esta función todavía no está disponible.'],
    ]);
  });

  it('sends everything pending in one request, in the order written', async () => {
    const t = setup();
    ['uno', 'dos', 'tres'].forEach((b) => t.outbox.enqueue('c', b));
    t.outbox.enqueue('otra', 'cuatro');
    await t.sender.flush();
    expect(t.requests).toEqual([['uno', 'dos', 'tres', 'cuatro']]);
  });

  it('starts at most one request per interval: a fast writer sends batches, a lone message goes at once', async () => {
    const t = setup([], { minInterval: 250 });
    t.outbox.enqueue('c', 'uno');
    await t.sender.flush();
    expect(t.requests).toEqual([['uno']]);
    t.advance(100);
    t.outbox.enqueue('c', 'dos');
    await t.sender.flush();
    t.outbox.enqueue('c', 'tres');
    await t.sender.flush();
    expect(t.requests).toEqual([['uno']]);
    expect(t.timers.at(-1)?.ms).toBe(150);
    t.advance(150);
    t.timers.at(-1)!.fn();
    await t.sender.flush();
    expect(t.requests).toEqual([['uno'], ['dos', 'tres']]);
    t.advance(5000);
    t.outbox.enqueue('c', 'cuatro');
    await t.sender.flush();
    expect(t.requests).toEqual([['uno'], ['dos', 'tres'], ['cuatro']]);
  });

  it('an entry the server does not answer about stays pending and is tried again later', async () => {
    const outbox = new Outbox(new MemoryStorage(), 'me');
    const timers: number[] = [];
    const sender = createSender({
      outbox,
      send: async (items) => items.slice(1).map((i) => ({ id: i.id, row: { ...i, status: undefined } })),
      onSent: () => undefined,
      setTimer: (_fn, ms) => timers.push(ms),
      clearTimer: () => undefined,
      minInterval: 0,
    });
    outbox.enqueue('c', 'uno');
    outbox.enqueue('c', 'dos');
    await sender.flush();
    expect(outbox.list().map((m) => [m.body, m.status])).toEqual([['uno', 'pending']]);
    expect(timers).toEqual([1000]);
  });
});
