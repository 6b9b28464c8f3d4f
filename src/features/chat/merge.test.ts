import { describe, expect, it } from 'vitest';
import { compareMessages, lastStored, mergeMessages, timeKey, withdrawRelayed } from './merge';
import type { ChatMessage } from './types';

const msg = (id: string, created_at: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 'c',
  sender_id: 'a',
  body: id,
  created_at,
  ...extra,
});

describe('timeKey', () => {
  it('keeps the microseconds Date drops', () => {
    expect(timeKey('2026-11-24T10:00:00.123456+00:00')).toBeGreaterThan(timeKey('2026-11-24T10:00:00.123455+00:00'));
    expect(timeKey('2026-11-24T10:00:00.1+00:00')).toBe(timeKey('2026-11-24T10:00:00.100000Z'));
    expect(timeKey('2026-11-24T12:00:00+02:00')).toBe(timeKey('2026-11-24T10:00:00Z'));
  });
});

describe('mergeMessages', () => {
  it('shows a relayed message after the stored ones until its stored row replaces it', () => {
    const stored = msg('s', '2026-11-24T10:00:00Z');
    const relayed = msg('r', '2026-11-24T09:59:00Z', { status: 'relayed', sender_id: 'b' });
    expect(mergeMessages([stored], [relayed]).map((m) => m.id)).toEqual(['s', 'r']);
    const confirmed = msg('r', '2026-11-24T10:00:01Z', { sender_id: 'b' });
    const merged = mergeMessages([stored, relayed], [confirmed]);
    expect(merged.map((m) => [m.id, m.status])).toEqual([['s', undefined], ['r', undefined]]);
    expect(merged[1].created_at).toBe('2026-11-24T10:00:01Z');
    expect(mergeMessages([stored, confirmed], [relayed])[1].status).toBeUndefined();
  });

  it('orders by (created_at, id) and never duplicates', () => {
    const a = msg('b', '2026-11-24T10:00:01.000001Z');
    const b = msg('a', '2026-11-24T10:00:01.000001Z');
    const c = msg('c', '2026-11-24T10:00:00Z');
    const merged = mergeMessages([a, c], [b, a], [c]);
    expect(merged.map((m) => m.id)).toEqual(['c', 'a', 'b']);
  });

  it('a stored row replaces its pending entry, in either order', () => {
    const pending = msg('x', '2026-11-24T11:00:00Z', { status: 'pending' });
    const stored = msg('x', '2026-11-24T10:59:59Z');
    expect(mergeMessages([pending], [stored])).toEqual([stored]);
    expect(mergeMessages([stored], [pending])).toEqual([stored]);
  });

  it('puts outbox entries after stored rows, in the order written', () => {
    const p2 = msg('p2', '2026-11-24T09:00:02Z', { status: 'failed', error: 'x' });
    const p1 = msg('p1', '2026-11-24T09:00:01Z', { status: 'pending' });
    const s = msg('s', '2026-11-24T10:00:00Z');
    expect(mergeMessages([p2, s, p1]).map((m) => m.id)).toEqual(['s', 'p1', 'p2']);
    expect(lastStored(mergeMessages([p2, s, p1]))?.id).toBe('s');
    expect(lastStored([p1])).toBeUndefined();
  });

  it('compares equal messages as equal', () => {
    const m = msg('a', '2026-11-24T10:00:00Z');
    expect(compareMessages(m, { ...m })).toBe(0);
  });
});

describe('withdrawRelayed', () => {
  it('takes back only a relayed copy, never a stored row or another message', () => {
    const list = [msg('s', '2026-11-24T10:00:00Z'), msg('r', '2026-11-24T10:00:01Z', { status: 'relayed' }), msg('o', '2026-11-24T10:00:02Z', { status: 'relayed' })];
    expect(withdrawRelayed(list, 'r').map((m) => m.id)).toEqual(['s', 'o']);
    expect(withdrawRelayed(list, 's').map((m) => m.id)).toEqual(['s', 'r', 'o']);
  });
});
