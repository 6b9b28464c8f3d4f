import { describe, expect, it } from 'vitest';
import { hasUnreadFrom, lastSeenOwnId } from './seen';
import type { ChatMessage } from './types';

const m = (id: string, sender: string, second: number, status?: 'pending'): ChatMessage => ({
  id,
  conversation_id: 'c',
  sender_id: sender,
  body: id,
  created_at: `2026-11-24T10:00:${String(second).padStart(2, '0')}Z`,
  ...(status ? { status } : {}),
});

const list = [m('a1', 'me', 1), m('b1', 'ana', 2), m('a2', 'me', 3), m('a3', 'me', 4), m('p', 'me', 5, 'pending')];

describe('lastSeenOwnId', () => {
  it('is the last own message up to the partner’s pointer', () => {
    expect(lastSeenOwnId(list, 'me', { user_id: 'ana', message_id: 'b1' })).toBe('a1');
    expect(lastSeenOwnId(list, 'me', { user_id: 'ana', message_id: 'a3' })).toBe('a3');
    expect(lastSeenOwnId(list, 'me', undefined)).toBeUndefined();
  });

  it('uses the pointer’s time when the message is not loaded', () => {
    expect(lastSeenOwnId(list, 'me', { user_id: 'ana', message_id: 'zz', created_at: '2026-11-24T10:00:03.5Z' })).toBe('a2');
    expect(lastSeenOwnId(list, 'me', { user_id: 'ana', message_id: 'zz' })).toBeUndefined();
  });
});

describe('hasUnreadFrom', () => {
  it('is true while the partner’s newest message is after one’s pointer', () => {
    expect(hasUnreadFrom(list, 'me', undefined)).toBe(true);
    expect(hasUnreadFrom(list, 'me', { user_id: 'me', message_id: 'a1', created_at: list[0].created_at })).toBe(true);
    expect(hasUnreadFrom(list, 'me', { user_id: 'me', message_id: 'b1', created_at: list[1].created_at })).toBe(false);
    expect(hasUnreadFrom(list, 'me', { user_id: 'me', message_id: 'a3', created_at: list[3].created_at })).toBe(false);
    expect(hasUnreadFrom([m('a1', 'me', 1)], 'me', undefined)).toBe(false);
  });
});
