// Live sessions search: accent- and case-insensitive match on name, description, host and topics.
import { PRODUCT_TEAM } from './constants';

export interface Searchable {
  name: string;
  description: string;
  host_name: string | null;
  topics: readonly string[];
}

/** 'Sesión Ñandú' → 'sesion nandu': no marks, lower case. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every word of the query appears somewhere in the session's text (an empty query matches everything). */
export function matchesSearch(session: Searchable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold([session.name, session.description, session.host_name ?? PRODUCT_TEAM, ...session.topics].join(' '));
  return words.every((w) => haystack.includes(w));
}

export function filterSessions<T extends Searchable>(sessions: readonly T[], query: string): T[] {
  return sessions.filter((s) => matchesSearch(s, query));
}
