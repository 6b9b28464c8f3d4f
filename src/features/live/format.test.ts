// Spanish texts of a live event: countdown, price, duration, and the id parsed from the URL.
import { describe, expect, it } from 'vitest';
import { countdownTick, formatCountdown, formatDuration, formatEventPrice, formatMinutes } from './format';

const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('formatCountdown', () => {
  it('reads in days and hours, hours and minutes, minutes and seconds, or seconds', () => {
    expect(formatCountdown(2 * h + 5 * min)).toBe('Comienza en 2 h 5 min');
    expect(formatCountdown(2 * 24 * h + 3 * h + 10 * min)).toBe('Comienza en 2 d 3 h');
    expect(formatCountdown(4 * min + 10 * s)).toBe('Comienza en 4 min 10 s');
    expect(formatCountdown(8 * s)).toBe('Comienza en 8 s');
  });

  it('drops a zero second part and rounds the last second up', () => {
    expect(formatCountdown(3 * h)).toBe('Comienza en 3 h');
    expect(formatCountdown(5 * min)).toBe('Comienza en 5 min');
    expect(formatCountdown(200)).toBe('Comienza en 1 s');
    expect(formatCountdown(0)).toBe('Comienza en instantes');
  });

  it('ticks every second in the last hour, every minute before', () => {
    expect(countdownTick(59 * min)).toBe(1000);
    expect(countdownTick(3 * h)).toBe(60_000);
  });
});

describe('formatEventPrice', () => {
  it("says 'Gratis' for a free event and the USD amount otherwise", () => {
    expect(formatEventPrice(0)).toBe('Gratis');
    expect(formatEventPrice(null)).toBe('Gratis');
    expect(formatEventPrice('0.00')).toBe('Gratis');
    expect(formatEventPrice(5)).toBe('USD 5.00');
    expect(formatEventPrice('10.50')).toBe('USD 10.50');
  });
});

describe('formatDuration', () => {
  it("shows the event's own text, or the span between start and end", () => {
    expect(formatDuration(' 2 horas ', 0, 2 * h)).toBe('2 horas');
    expect(formatDuration(null, 0, 90 * min)).toBe('1 hora 30 minutos');
    expect(formatDuration('', 0, 45 * min)).toBe('45 minutos');
  });

  it('spells hours and minutes in the singular and plural', () => {
    expect(formatMinutes(60)).toBe('1 hora');
    expect(formatMinutes(121)).toBe('2 horas 1 minuto');
    expect(formatMinutes(0)).toBe('0 minutos');
  });
});
