// Assistant conversation: kept in the session, broken entries ignored, headline and labels of search replies.
import { describe, expect, it } from 'vitest';
import { headline, kindLabel, loadConversation, saveConversation, STORAGE_KEY, WELCOME } from './conversation';

function memory(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) } as Storage;
}

describe('assistant conversation', () => {
  it('starts with the welcome and survives a reload of the session', () => {
    const s = memory();
    expect(loadConversation(s)).toEqual([WELCOME]);
    const msgs = [WELCOME, { id: 'u1', sender: 'user' as const, text: 'hola' }];
    saveConversation(s, msgs);
    expect(loadConversation(s)).toEqual(msgs);
  });
  it('ignores a broken entry', () => {
    const s = memory();
    s.setItem(STORAGE_KEY, '{nope');
    expect(loadConversation(s)).toEqual([WELCOME]);
    s.setItem(STORAGE_KEY, JSON.stringify([{ id: 1 }]));
    expect(loadConversation(s)).toEqual([WELCOME]);
  });
  it('reads the headline and names result kinds in Spanish', () => {
    expect(headline('Esto encontré en Nexo sobre «react»:\n• Curso: React')).toBe('Esto encontré en Nexo sobre «react»:');
    expect(kindLabel('course')).toBe('Curso');
    expect(kindLabel('lesson')).toBe('Lección');
  });
});
