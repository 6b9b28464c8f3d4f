// 'Nueva Sesión' form rules (the same ones create_live_session enforces) and the Spanish duration text it stores.
import * as sqlText from '@/lib/error-texts.gen';

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const MAX_TOPICS = 5;
export const TOPIC_MAX = 40;
export const PRICE_MAX = 10000;
const MAX_MINUTES = 24 * 60;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface SessionDraft {
  title: string;
  description: string;
  /** `<input type="datetime-local">` value in the viewer's time zone: 'YYYY-MM-DDTHH:mm'. */
  date: string;
  hours: string;
  minutes: string;
  price: string;
  topics: string[];
}

export type SessionField = 'title' | 'description' | 'date' | 'duration' | 'price' | 'topics';
export type SessionErrors = Partial<Record<SessionField, string>>;

export interface NewLiveSession {
  title: string;
  description: string;
  liveDate: string;
  duration: string;
  price: number;
  topics: string[];
}

/** '1 hora', '2 horas', '45 minutos', '1 hora 30 minutos' — text parse_spanish_duration reads back exactly. */
export function durationText(totalMinutes: number): string {
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const parts = [];
  if (h) parts.push(`${h} ${h === 1 ? 'hora' : 'horas'}`);
  if (m) parts.push(`${m} ${m === 1 ? 'minuto' : 'minutos'}`);
  return parts.join(' ');
}

function wholeNumber(text: string): number | null {
  const t = text.trim();
  if (!t) return 0;
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

/** Total minutes of the hours and minutes fields, or null when they are not whole numbers. */
export function totalMinutes(hours: string, minutes: string): number | null {
  const h = wholeNumber(hours);
  const m = wholeNumber(minutes);
  return h === null || m === null ? null : h * 60 + m;
}

export function parsePrice(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!t) return 0;
  return /^\d{1,5}(\.\d{1,2})?$/.test(t) ? Number(t) : null;
}

/** A datetime-local value as a Date in the viewer's time zone (null when unreadable). */
export function parseLocalDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** The field errors of a draft, in Spanish; empty when it can be sent. */
export function checkSession(draft: SessionDraft, now: Date = new Date()): SessionErrors {
  const errors: SessionErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'El título es obligatorio.';
  else if (title.length > TITLE_MAX) errors.title = `El título puede tener hasta ${TITLE_MAX} caracteres.`;
  if (draft.description.trim().length > DESCRIPTION_MAX) errors.description = `La descripción puede tener hasta ${DESCRIPTION_MAX} caracteres.`;
  const date = parseLocalDate(draft.date);
  if (!date) errors.date = 'Elige la fecha y hora de la sesión.';
  else if (date.getTime() <= now.getTime()) errors.date = sqlText.invalid_live_date;
  else if (date.getTime() > now.getTime() + YEAR_MS) errors.date = sqlText.invalid_live_date__proximo_ano;
  const minutes = totalMinutes(draft.hours, draft.minutes);
  if (minutes === null || minutes <= 0 || minutes > MAX_MINUTES) errors.duration = sqlText.invalid_live_duration;
  const price = parsePrice(draft.price);
  if (price === null || price > PRICE_MAX) errors.price = `El precio debe estar entre 0 (Gratis) y ${PRICE_MAX} USD.`;
  if (draft.topics.length > MAX_TOPICS) errors.topics = `Puedes añadir hasta ${MAX_TOPICS} temas.`;
  return errors;
}

/** What create_live_session receives for a draft that passed checkSession. */
export function toNewSession(draft: SessionDraft): NewLiveSession {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    liveDate: parseLocalDate(draft.date)!.toISOString(),
    duration: durationText(totalMinutes(draft.hours, draft.minutes)!),
    price: parsePrice(draft.price)!,
    topics: draft.topics,
  };
}

export type AddTopicResult = { ok: true; topics: string[] } | { ok: false; reason: 'blank' | 'limit' | 'duplicate' | 'length' };

/** Adds a topic chip: trimmed, not blank, at most 5, at most 40 characters, not repeated (ignoring case). */
export function addTopic(topics: readonly string[], input: string): AddTopicResult {
  const topic = input.trim();
  if (!topic) return { ok: false, reason: 'blank' };
  if (topics.some((t) => t.toLowerCase() === topic.toLowerCase())) return { ok: false, reason: 'duplicate' };
  if (topics.length >= MAX_TOPICS) return { ok: false, reason: 'limit' };
  if (topic.length > TOPIC_MAX) return { ok: false, reason: 'length' };
  return { ok: true, topics: [...topics, topic] };
}

/** The community's topics as the starting chips (live events share topics with the communities they appear in). */
export function initialTopics(communityTopics: readonly string[]): string[] {
  return communityTopics.reduce<string[]>((acc, t) => {
    const r = addTopic(acc, t);
    return r.ok ? r.topics : acc;
  }, []);
}
