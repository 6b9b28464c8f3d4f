// Communities list logic: accent-insensitive search, the four sort orders, and the live / regular split.
import type { Community } from './api/types';
import type { CommunitySort } from './sort-param';

export { parseSort, SORTS, type CommunitySort } from './sort-param';

export const SORT_LABELS: Record<CommunitySort, string> = {
  all: 'Todos',
  members: 'Más Miembros',
  active: 'Más Activos',
  newest: 'Más Nuevos',
};

/** Lower case without accents, so 'diseno' finds 'Diseño' and 'fotografia' finds 'Fotografía'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Listed = Pick<Community, 'id' | 'name' | 'description' | 'topics' | 'members_count' | 'posts_count' | 'created_at' | 'is_live_event'>;

export function matchesSearch(c: Listed, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold([c.name, c.description, ...c.topics].join(' '));
  return words.every((w) => haystack.includes(w));
}

const COMPARATORS: Record<CommunitySort, (a: Listed, b: Listed) => number> = {
  all: (a, b) => a.id - b.id,
  // "Activity" is the number of discussions a community holds.
  members: (a, b) => b.members_count - a.members_count || a.id - b.id,
  active: (a, b) => b.posts_count - a.posts_count || b.members_count - a.members_count || a.id - b.id,
  newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
};

export function filterAndSort<T extends Listed>(communities: readonly T[], query: string, sort: CommunitySort): { live: T[]; regular: T[] } {
  const sorted = communities.filter((c) => matchesSearch(c, query)).sort(COMPARATORS[sort]);
  return { live: sorted.filter((c) => c.is_live_event), regular: sorted.filter((c) => !c.is_live_event) };
}

/** At most `max` topics to show, and how many more there are (the '+N' chip). */
export function visibleTopics(topics: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: topics.slice(0, max), more: Math.max(0, topics.length - max) };
}
