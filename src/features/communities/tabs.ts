// The community page tabs, kept in the URL (?tab=) so a tab can be linked and survives reload.
import { oneOf } from '@/lib/parse';

export const COMMUNITY_TABS = ['posts', 'courses', 'live', 'about'] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];

export const COMMUNITY_TAB_LABELS: Record<CommunityTab, string> = {
  posts: 'Publicaciones',
  courses: 'Cursos',
  live: 'Sesiones en Vivo',
  about: 'Acerca de',
};

export function parseTab(value: unknown): CommunityTab {
  return oneOf(COMMUNITY_TABS, value, 'posts');
}

/** A route id parameter as a community id (NaN when it is not a positive integer, which reads as unknown). */
export function parseCommunityId(value: string): number {
  return /^\d{1,15}$/.test(value) ? Number(value) : NaN;
}
