// Unit tests: Spanish relative time, long dates, prices.
import { describe, expect, it } from 'vitest';
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { es } from 'date-fns/locale/es';
import { countOf, formatCount, formatLongDate, formatPrice, formatRelativeTime, plural, ratingLabel } from './format.js';

const now = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'justo ahora'],
    [5 * S, 'hace 5 segundos'],
    [1 * S, 'hace 1 segundo'],
    [1 * M, 'hace 1 minuto'],
    [45 * M, 'hace 45 minutos'],
    [1 * H, 'hace 1 hora'],
    [3 * H, 'hace 3 horas'],
    [1 * D, 'hace 1 día'],
    [6 * D, 'hace 6 días'],
    [40 * D, 'hace 1 mes'],
    [200 * D, 'hace 6 meses'],
    [366 * D, 'hace 1 año'],
    [3 * 365 * D + D, 'hace 3 años'],
  ])('%d ms ago → %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });

  it('accepts ISO strings and speaks of the future', () => {
    expect(formatRelativeTime(ago(2 * H).toISOString(), now)).toBe('hace 2 horas');
    expect(formatRelativeTime(new Date(now.getTime() + 2 * D), now)).toBe('en 2 días');
  });

  it("says what date-fns' formatDistanceStrict (locale es, floor) says, past and future, across a year's DST changes", () => {
    const steps = [1.5 * S, 59 * S, 59.9 * S, 61 * S, 59 * M, 61 * M, 23.9 * H, 25 * H, 29.9 * D, 30 * D, 31 * D, 359 * D, 360 * D, 364 * D, 365 * D, 700 * D, 4000 * D];
    const mismatches: string[] = [];
    for (let month = 0; month < 12; month++) {
      const ref = new Date(2025, month, 28, 1, 30);
      for (const step of steps) {
        for (const sign of [-1, 1]) {
          const date = new Date(ref.getTime() + sign * step);
          const expected = formatDistanceStrict(date, ref, { locale: es, addSuffix: true, roundingMethod: 'floor' });
          const got = formatRelativeTime(date, ref);
          if (got !== expected) mismatches.push(`${date.toISOString()} vs ${ref.toISOString()}: ${got} ≠ ${expected}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('formatLongDate', () => {
  it('uses the long Spanish month with hour and minute', () => {
    expect(formatLongDate(new Date(2025, 2, 5, 9, 7))).toBe('5 de marzo de 2025, 09:07');
    expect(formatLongDate(new Date(2024, 11, 31, 23, 59))).toBe('31 de diciembre de 2024, 23:59');
  });
});

describe('formatPrice', () => {
  it("reads 'Gratis' for 0", () => {
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice('0.00')).toBe('Gratis');
  });

  it('shows USD with two decimals', () => {
    expect(formatPrice(49.9)).toBe('USD 49.90');
    expect(formatPrice(10)).toBe('USD 10.00');
    expect(formatPrice('1249.5')).toBe('USD 1,249.50');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12500)).toBe('12,500');
  });
});

describe('plural and countOf', () => {
  it('uses the singular for exactly one, the plural otherwise (0 included, as Spanish does)', () => {
    expect(countOf(1, 'miembro', 'miembros')).toBe('1 miembro');
    expect(countOf(0, 'estudiante', 'estudiantes')).toBe('0 estudiantes');
    expect(countOf(2, 'comentario', 'comentarios')).toBe('2 comentarios');
    expect(countOf(12500, 'reconocimiento', 'reconocimientos')).toBe('12,500 reconocimientos');
    expect(plural('publicación', 'publicaciones', 1)).toBe('publicación');
  });
});

describe('ratingLabel', () => {
  it("reads 'Sin valoraciones' until someone reviews, then one decimal", () => {
    expect(ratingLabel(0, 0)).toBe('Sin valoraciones');
    expect(ratingLabel('4.5', null)).toBe('Sin valoraciones');
    expect(ratingLabel('4.5', 3)).toBe('4.5');
    expect(ratingLabel(5, 1)).toBe('5.0');
  });
});
