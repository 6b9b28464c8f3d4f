// Spanish formatting: relative time (seconds to years), long dates with hour and minute, USD prices ('Gratis' for 0), counts.
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { es } from 'date-fns/locale/es';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'hace 5 segundos', 'hace 1 minuto', 'hace 3 horas', 'hace 2 días', 'hace 4 meses', 'hace 2 años' (future: 'en …'). */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value);
  const ref = toDate(now);
  // Under a second reads as 'hace 0 segundos' in date-fns; say 'justo ahora' instead.
  if (Math.abs(ref.getTime() - date.getTime()) < 1000) return 'justo ahora';
  return formatDistanceStrict(date, ref, { locale: es, addSuffix: true, roundingMethod: 'floor' });
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
