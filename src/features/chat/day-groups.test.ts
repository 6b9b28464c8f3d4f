import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './day-groups';

const now = new Date(2026, 10, 24, 9, 30);

describe('dayLabel', () => {
  it('says Hoy, Ayer, else the Spanish date', () => {
    expect(dayLabel(new Date(2026, 10, 24, 0, 1), now)).toBe('Hoy');
    expect(dayLabel(new Date(2026, 10, 23, 23, 59), now)).toBe('Ayer');
    expect(dayLabel(new Date(2026, 10, 2, 12), now)).toBe('Lunes, 2 de noviembre de 2026');
    expect(dayLabel(new Date(2025, 11, 31, 12), now)).toBe('Miércoles, 31 de diciembre de 2025');
  });
});

describe('groupByDay', () => {
  it('starts a group at each new local day, keeping the order', () => {
    const at = (d: number, h: number) => ({ created_at: new Date(2026, 10, d, h).toISOString(), n: `${d}-${h}` });
    const groups = groupByDay([at(22, 10), at(23, 8), at(23, 20), at(24, 1)], now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.n)])).toEqual([
      ['Domingo, 22 de noviembre de 2026', ['22-10']],
      ['Ayer', ['23-8', '23-20']],
      ['Hoy', ['24-1']],
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });
});
