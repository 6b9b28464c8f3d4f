import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';
import { MemoryStorage } from './memory-storage';
import { backoff, createSender, isTransient, SendError } from './sender';
import type { ChatMessage } from './types';

function setup(answers: ((body: string) => ChatMessage | Error)[] = []) {
  const outbox = new Outbox(new MemoryStorage(), 'me');
  const sentBodies: string[] = [];
  const delivered: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let online = true;
  const sender = createSender({
    outbox,
    send: async (item) => {
      sentBodies.push(item.body);
      const answer = answers.shift()?.(item.body) ?? { ...item, status: undefined, created_at: new Date().toISOString() };
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onSent: (row) => delivered.push(row.body),
    isOnline: () => online,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
  });
  return { outbox, sender, sentBodies, delivered, timers, setOnline: (v: boolean) => (online = v) };
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
    expect(t.delivered).toEqual(['uno', 'dos']);
  });

  it('a refusal marks the entry failed with its reason and goes on with the next', async () => {
    const t = setup([() => new SendError('No puedes enviar mensajes a este usuario.', false, 'messaging_blocked')]);
    t.outbox.enqueue('c', 'uno');
    t.outbox.enqueue('c', 'dos');
    await t.sender.flush();
    expect(t.delivered).toEqual(['dos']);
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
});
