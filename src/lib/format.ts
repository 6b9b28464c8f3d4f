// Spanish formatting: relative time (seconds to years), long dates with hour and minute, USD prices ('Gratis' for 0), counts.

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The offset of the wall clock from UTC at `d`, in ms (the local time read as if it were UTC, minus `d`). */
function zoneOffset(d: Date): number {
  const wall = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()));
  wall.setUTCFullYear(d.getFullYear());
  return d.getTime() - wall.getTime();
}

const UNITS = { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'], day: ['día', 'días'], month: ['mes', 'meses'], year: ['año', 'años'] } as const;
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/**
 * 'hace 5 segundos', 'hace 1 minuto', 'hace 3 horas', 'hace 2 días', 'hace 4 meses', 'hace 2 años' (future: 'en …').
 * The text of date-fns' formatDistanceStrict with locale `es`, `addSuffix` and floor rounding (format.test.ts compares
 * the two), written out so date-fns and its locales stay out of every page's first load.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  const ref = toDate(now);
  if (Number.isNaN(date.getTime()) || Number.isNaN(ref.getTime())) throw new RangeError('Invalid time value');
  // Under a second reads as 'hace 0 segundos' in date-fns; say 'justo ahora' instead.
  if (Math.abs(ref.getTime() - date.getTime()) < 1000) return 'justo ahora';
  const future = date.getTime() > ref.getTime();
  const [from, to] = future ? [ref, date] : [date, ref];
  const ms = to.getTime() - from.getTime();
  const minutes = ms / 60_000;
  // Days, months and years count wall-clock time (a daylight-saving change does not shift them); the rest real time.
  const wallMinutes = (ms - (zoneOffset(to) - zoneOffset(from))) / 60_000;
  let unit: keyof typeof UNITS;
  let count: number;
  if (minutes < 1) [unit, count] = ['second', ms / 1000];
  else if (minutes < 60) [unit, count] = ['minute', minutes];
  else if (minutes < MINUTES_IN_DAY) [unit, count] = ['hour', minutes / 60];
  else if (wallMinutes < MINUTES_IN_MONTH) [unit, count] = ['day', wallMinutes / MINUTES_IN_DAY];
  else if (wallMinutes < MINUTES_IN_YEAR) [unit, count] = ['month', wallMinutes / MINUTES_IN_MONTH];
  else [unit, count] = ['year', wallMinutes / MINUTES_IN_YEAR];
  let n = Math.floor(count);
  // Twelve whole months read as one year.
  if (unit === 'month' && n === 12) [unit, n] = ['year', 1];
  const text = `${n} ${UNITS[unit][n === 1 ? 0 : 1]}`;
  return future ? `en ${text}` : `hace ${text}`;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * '15 de marzo de 2025, 14:30' in the viewer's time zone. Built by hand (not date-fns' `format`, whose pattern engine
 * would weigh on every page's first load) so the text is the same in every browser.
 */
export function formatLongDate(value: DateInput): string {
  const d = toDate(value);
  return `${d.getDate()} de ${MONTHS[d.getMonth()]} de ${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Prices are USD with two decimals; 0 reads 'Gratis'. */
export function formatPrice(amount: number | string): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(n) || n === 0) return 'Gratis';
  // Built by hand so the text is identical in every browser and ICU version.
  const [whole, cents] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}USD ${groupThousands(whole)}.${cents}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Counters grouped as in Latin-American Spanish: 12500 → '12,500'. */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${groupThousands(String(Math.trunc(Math.abs(n))))}`;
}

const PLURAL = new Intl.PluralRules('es');

/** The word that goes with a count in Spanish: plural('miembro', 'miembros', 1) → 'miembro'. */
export function plural(one: string, other: string, n: number): string {
  return PLURAL.select(n) === 'one' ? one : other;
}

/** A grouped count with its word: countOf(1, 'miembro', 'miembros') → '1 miembro'; 12500 → '12,500 miembros'. */
export function countOf(n: number, one: string, other: string): string {
  return `${formatCount(n)} ${plural(one, other, n)}`;
}

/** A course rating for display: one decimal, or 'Sin valoraciones' while nobody has reviewed it. */
export function ratingLabel(rating: number | string | null | undefined, reviewsCount: number | null | undefined): string {
  if (!reviewsCount) return 'Sin valoraciones';
  return Number(rating ?? 0).toFixed(1);
}
