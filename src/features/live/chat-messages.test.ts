// Live chat merging: no duplicates across history, broadcasts and own sends; order by (created_at, id); payload parsing.
import { describe, expect, it } from 'vitest';
import type { LiveChatMessage } from './api/types';
import { mergeMessages, messageFromPayload } from './chat-messages';

function msg(id: string, created_at: string, body = id, sender_name: string | null = 'Ana'): LiveChatMessage {
  return { id, event_id: 10, user_id: 'u1', body, created_at, sender_name, sender_avatar: null };
}

describe('mergeMessages', () => {
  it('keeps each id once, the later source winning, in time order', () => {
    const history = [msg('a', '2030-01-01T10:00:00Z'), msg('b', '2030-01-01T10:00:01Z')];
    const live = [msg('c', '2030-01-01T10:00:02Z'), msg('b', '2030-01-01T10:00:01Z', 'b', 'Ana García')];
    const merged = mergeMessages(100, history, live);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1].sender_name).toBe('Ana García');
  });

  it('orders microsecond timestamps and equal times by id', () => {
    const merged = mergeMessages(100, [
      msg('z', '2030-01-01T10:00:00.000002+00:00'),
      msg('y', '2030-01-01T10:00:00.000001+00:00'),
      msg('b', '2030-01-01T09:00:00+00:00'),
      msg('a', '2030-01-01T09:00:00+00:00'),
    ]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'y', 'z']);
  });

  it('keeps only the newest `limit` messages', () => {
    const many = Array.from({ length: 5 }, (_, i) => msg(`m${i}`, `2030-01-01T10:00:0${i}Z`));
    expect(mergeMessages(3, many).map((m) => m.id)).toEqual(['m2', 'm3', 'm4']);
  });
});

describe('messageFromPayload', () => {
  it('reads a chat broadcast', () => {
    const m = messageFromPayload({ id: 'x', event_id: 10, user_id: 'u', body: '<b>hola</b>', created_at: '2030-01-01T10:00:00Z', sender_name: 'Ana', sender_avatar: null });
    expect(m).toEqual({ id: 'x', event_id: 10, user_id: 'u', body: '<b>hola</b>', created_at: '2030-01-01T10:00:00Z', sender_name: 'Ana', sender_avatar: null });
  });

  it('rejects anything that is not a message', () => {
    expect(messageFromPayload(null)).toBeNull();
    expect(messageFromPayload({ id: 1, body: 'x' })).toBeNull();
  });
});
