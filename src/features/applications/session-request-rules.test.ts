// Expert session request rules.
import { describe, expect, it } from 'vitest';
import { checkSession, localDay } from './session-request-rules';

describe('checkSession', () => {
  it('accepts today or later with a time and topic', () => expect(checkSession({ date: '2026-05-02', time: '10:00', topic: 'SQL' }, '2026-05-02')).toEqual({}));
  it('refuses a past day and missing fields', () =>
    expect(checkSession({ date: '2026-05-01', time: '', topic: ' ' }, '2026-05-02')).toEqual({
      date: 'Elige una fecha a partir de hoy.',
      time: 'Elige una hora.',
      topic: 'Cuéntale al experto de qué quieres hablar.',
    }));
  it('formats a local day', () => expect(localDay(new Date(2026, 0, 5))).toBe('2026-01-05'));
});
