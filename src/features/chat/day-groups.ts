// Day separators of a conversation: 'Hoy', 'Ayer', else the date in Spanish ('lunes, 3 de noviembre de 2026').
import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { subDays } from 'date-fns/subDays';
import { es } from 'date-fns/locale/es';

export function dayLabel(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (isSameDay(date, now)) return 'Hoy';
  if (isSameDay(date, subDays(now, 1))) return 'Ayer';
  const label = format(date, "EEEE, d 'de' MMMM 'de' yyyy", { locale: es });
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export interface DayGroup<T> {
  /** The local calendar day, 'yyyy-MM-dd' (a stable React key). */
  day: string;
  label: string;
  items: T[];
}

/** Splits messages (already in order) into runs of the same local day, each with its separator label. */
export function groupByDay<T extends { created_at: string }>(items: readonly T[], now: Date = new Date()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.created_at);
    const day = format(date, 'yyyy-MM-dd');
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(date, now), items: [item] });
  }
  return groups;
}
