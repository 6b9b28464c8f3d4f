import { describe, expect, it } from 'vitest';
import { findLegacyChats, importedMarkerKey, importLegacyChats, legacyChatKey, parseLegacyHistory } from './legacy';
import { MemoryStorage } from './memory-storage';

const ME = 'a0000000-0000-4000-8000-000000000009';
const ANA = 'a0000000-0000-4000-8000-000000000001';
const LUCIA = 'a0000000-0000-4000-8000-000000000003';

const history = (entries: unknown[]) => JSON.stringify(entries);

describe('legacy chat keys', () => {
  it('builds the key with sorted ids and finds both orders for the member only', () => {
    expect(legacyChatKey(ME, ANA)).toBe(`chat_${ANA}_${ME}`);
    const s = new MemoryStorage();
    s.setItem(legacyChatKey(ME, ANA), '[]');
    s.setItem(`chat_${ME}_${LUCIA}`, '[]');
    s.setItem(`chat_${ANA}_${LUCIA}`, '[]');
    s.setItem(`chat_${ME}_${ME}`, '[]');
    s.setItem('chat_not_ids', '[]');
    expect(findLegacyChats(s, ME).map((c) => c.otherUserId).sort()).toEqual([ANA, LUCIA]);
  });

  it('parses only well-formed messages', () => {
    const raw = history([
      { id: 1, senderId: ME, text: 'hola', timestamp: '2025-01-01T10:00:00.000Z' },
      { id: 2, senderId: ME, text: '   ' },
      { senderId: 5, text: 'x' },
      'nope',
      { id: 'z', senderId: ANA, text: 'qué tal', timestamp: 1735725600000 },
    ]);
    expect(parseLegacyHistory(raw)).toEqual([
      { id: '1', senderId: ME, text: 'hola', timestamp: '2025-01-01T10:00:00.000Z' },
      { id: 'z', senderId: ANA, text: 'qué tal', timestamp: '2025-01-01T10:00:00.000Z' },
    ]);
    expect(parseLegacyHistory('{bad')).toEqual([]);
    expect(parseLegacyHistory('{"a":1}')).toEqual([]);
  });
});

describe('importLegacyChats', () => {
  it('imports the member’s own messages once, keeps the legacy key, and never repeats', async () => {
    const s = new MemoryStorage();
    const key = legacyChatKey(ME, ANA);
    s.setItem(key, history([{ id: 1, senderId: ME, text: 'hola' }, { id: 2, senderId: ANA, text: 'de Ana' }]));
    const calls: [string, string[]][] = [];
    const importOne = async (other: string, h: { text: string }[]) => (calls.push([other, h.map((m) => m.text)]), h.length);
    expect(await importLegacyChats(s, ME, importOne)).toBe(1);
    expect(await importLegacyChats(s, ME, importOne)).toBe(0);
    expect(calls).toEqual([[ANA, ['hola']]]);
    expect(s.getItem(key)).not.toBeNull();
    // Ana signing in on the same browser imports her side.
    expect(await importLegacyChats(s, ANA, importOne)).toBe(1);
    expect(calls[1]).toEqual([ME, ['de Ana']]);
  });

  it('keeps a key whose import failed on the network, and drops one refused for good', async () => {
    const s = new MemoryStorage();
    s.setItem(legacyChatKey(ME, ANA), history([{ id: 1, senderId: ME, text: 'hola' }]));
    s.setItem(legacyChatKey(ME, LUCIA), history([{ id: 1, senderId: ME, text: 'hola' }]));
    const failing = async (other: string) => {
      throw Object.assign(new Error('x'), { code: other === ANA ? 'network' : 'messaging_blocked' });
    };
    expect(await importLegacyChats(s, ME, failing)).toBe(0);
    expect(JSON.parse(s.getItem(importedMarkerKey(ME))!)).toEqual([legacyChatKey(ME, LUCIA)]);
    expect(findLegacyChats(s, ME).map((c) => c.otherUserId)).toEqual([ANA]);
    expect(await importLegacyChats(s, ME, async () => 1)).toBe(1);
    expect(findLegacyChats(s, ME)).toEqual([]);
  });
});
