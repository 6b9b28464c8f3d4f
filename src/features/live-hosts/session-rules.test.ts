import { describe, expect, it } from 'vitest';
import { addTopic, checkSession, durationText, initialTopics, parseLocalDate, parsePrice, toNewSession, totalMinutes, type SessionDraft } from './session-rules';

const now = new Date(2030, 0, 10, 12, 0);
const draft: SessionDraft = { title: 'Pan casero', description: '', date: '2030-01-11T18:30', hours: '1', minutes: '30', price: '', topics: ['Cocina'] };

describe('duration text', () => {
  it('writes Spanish text that parse_spanish_duration reads back', () => {
    expect(durationText(60)).toBe('1 hora');
    expect(durationText(120)).toBe('2 horas');
    expect(durationText(45)).toBe('45 minutos');
    expect(durationText(1)).toBe('1 minuto');
    expect(durationText(90)).toBe('1 hora 30 minutos');
    expect(durationText(121)).toBe('2 horas 1 minuto');
  });

  it('adds hours and minutes; blank counts as zero; other text is refused', () => {
    expect(totalMinutes('2', '')).toBe(120);
    expect(totalMinutes('', '45')).toBe(45);
    expect(totalMinutes('1.5', '0')).toBeNull();
    expect(totalMinutes('-1', '0')).toBeNull();
  });
});

describe('session draft', () => {
  it('a complete draft has no errors and becomes the RPC input', () => {
    expect(checkSession(draft, now)).toEqual({});
    const input = toNewSession({ ...draft, title: '  Pan casero ', price: '5,5' });
    expect(input).toMatchObject({ title: 'Pan casero', duration: '1 hora 30 minutos', price: 5.5, topics: ['Cocina'] });
    expect(new Date(input.liveDate).getTime()).toBe(new Date(2030, 0, 11, 18, 30).getTime());
  });

  it('refuses a blank or long title, a past or missing date, no duration, a bad price and too many topics', () => {
    const errors = checkSession({ ...draft, title: '  ', date: '2030-01-10T11:59', hours: '0', minutes: '0', price: '-3', topics: ['a', 'b', 'c', 'd', 'e', 'f'] }, now);
    expect(errors).toEqual({
      title: 'El título es obligatorio.',
      date: 'La fecha y hora de la sesión deben ser futuras.',
      duration: 'La duración debe ser mayor que cero y de como máximo 24 horas.',
      price: 'El precio debe estar entre 0 (Gratis) y 10000 USD.',
      topics: 'Puedes añadir hasta 5 temas.',
    });
    expect(checkSession({ ...draft, title: 'a'.repeat(121) }, now).title).toBe('El título puede tener hasta 120 caracteres.');
    expect(checkSession({ ...draft, date: '' }, now).date).toBe('Elige la fecha y hora de la sesión.');
    expect(checkSession({ ...draft, date: '2031-02-01T10:00' }, now).date).toBe('La sesión debe programarse dentro del próximo año.');
    expect(checkSession({ ...draft, hours: '25', minutes: '' }, now).duration).toBeDefined();
    expect(checkSession({ ...draft, price: '10001' }, now).price).toBeDefined();
    expect(checkSession({ ...draft, description: 'x'.repeat(2001) }, now).description).toBe('La descripción puede tener hasta 2000 caracteres.');
  });

  it('reads prices and dates strictly', () => {
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('10')).toBe(10);
    expect(parsePrice('9.999')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parseLocalDate('2030-02-30T10:00')).toBeNull();
    expect(parseLocalDate('mañana')).toBeNull();
  });
});

describe('topic chips', () => {
  it('adds trimmed topics up to five, without repeats', () => {
    expect(addTopic(['React'], '  CSS ')).toEqual({ ok: true, topics: ['React', 'CSS'] });
    expect(addTopic(['React'], 'react')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addTopic(['React'], '  ')).toEqual({ ok: false, reason: 'blank' });
    expect(addTopic(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual({ ok: false, reason: 'limit' });
    expect(addTopic([], 'x'.repeat(41))).toEqual({ ok: false, reason: 'length' });
  });

  it('starts from the community topics, at most five', () => {
    expect(initialTopics(['A', 'B', 'a', 'C', 'D', 'E', 'F'])).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
