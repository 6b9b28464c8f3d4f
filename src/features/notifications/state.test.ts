// Unit tests: marking notifications read, counts and the bell badge.
import { describe, expect, it } from 'vitest';
import { badgeText, markRead, unreadCount } from './state.js';

const list = [
  { id: 1, read: false },
  { id: 2, read: true },
  { id: 3, read: false },
];

describe('markRead', () => {
  it('marks one unread notification and counts the change', () => {
    const r = markRead(list, [1]);
    expect(r.changed).toBe(1);
    expect(r.list.map((n) => n.read)).toEqual([true, true, false]);
    expect(list[0].read).toBe(false);
  });

  it('does not count an already read notification', () => {
    expect(markRead(list, [2]).changed).toBe(0);
  });

  it('marks all', () => {
    const r = markRead(list, 'all');
    expect(r.changed).toBe(2);
    expect(unreadCount(r.list)).toBe(0);
  });
});

describe('bell', () => {
  it('shows no badge for 0 and caps at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });

  it('counts the unread ones', () => {
    expect(unreadCount(list)).toBe(2);
  });
});
