// Live chat moderation: who moderates, reading the 'chat_delete' and 'timeout' broadcasts, the timed-out notice.
import { describe, expect, it } from 'vitest';
import { canModerateChat, removedMessageId, timeoutFromPayload, timeoutNotice } from './chat-moderation-rules';

describe('live chat moderation', () => {
  it('lets the host and staff moderate, nobody signed out', () => {
    expect(canModerateChat('h', 'h', false)).toBe(true);
    expect(canModerateChat('s', 'h', true)).toBe(true);
    expect(canModerateChat('m', 'h', false)).toBe(false);
    expect(canModerateChat(null, 'h', true)).toBe(false);
  });

  it("reads a 'chat_delete' of this event only", () => {
    expect(removedMessageId({ id: 'x', event_id: 7 }, 7)).toBe('x');
    expect(removedMessageId({ id: 'x', event_id: 8 }, 7)).toBeNull();
    expect(removedMessageId({ id: 3, event_id: 7 }, 7)).toBeNull();
    expect(removedMessageId(null, 7)).toBeNull();
  });

  it("reads a 'timeout' and its lifting", () => {
    expect(timeoutFromPayload({ event_id: 7, user_id: 'u', until: '2026-01-01T00:05:00Z' }, 7)).toEqual({ userId: 'u', until: Date.parse('2026-01-01T00:05:00Z') });
    expect(timeoutFromPayload({ event_id: 7, user_id: 'u', until: null }, 7)).toEqual({ userId: 'u', until: null });
    expect(timeoutFromPayload({ event_id: 7, user_id: 'u', until: 'nunca' }, 7)).toBeNull();
    expect(timeoutFromPayload({ event_id: 1, user_id: 'u', until: null }, 7)).toBeNull();
  });

  it("words the database's refusal with the minutes left, rounded up, and nothing once over", () => {
    expect(timeoutNotice(5 * 60_000, 0)).toBe('Se te silenció en este chat. Podrás escribir de nuevo en 5 minutos.');
    expect(timeoutNotice(30_000, 0)).toBe('Se te silenció en este chat. Podrás escribir de nuevo en 1 minuto.');
    expect(timeoutNotice(14 * 60_000 + 1, 0)).toContain('en 15 minutos');
    expect(timeoutNotice(1000, 1000)).toBeNull();
    expect(timeoutNotice(null, 0)).toBeNull();
  });
});
