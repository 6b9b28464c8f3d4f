// Courses list logic: accent-insensitive search, the five sort orders, and the live / recorded split.
import type { Course } from './api/types';
import type { CourseSort } from './search-params';

export { SORTS, parseSort, type CourseSort } from './search-params';

export const SORT_LABELS: Record<CourseSort, string> = {
  all: 'Todos',
  rating: 'Mejor Valorados',
  popular: 'Más Populares',
  'price-asc': 'Precio bajo a alto',
  'price-desc': 'Precio alto a bajo',
};

/** Lower case without accents, so 'diseno' finds 'Diseño' and 'ingles' finds 'Inglés'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Listed = Pick<Course, 'id' | 'title' | 'description' | 'instructor_name' | 'topics' | 'level' | 'price' | 'rating' | 'students_count' | 'type'>;

export function matchesSearch(c: Listed, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold([c.title, c.description, c.instructor_name, c.level, ...c.topics].join(' '));
  return words.every((w) => haystack.includes(w));
}

const COMPARATORS: Record<CourseSort, (a: Listed, b: Listed) => number> = {
  all: (a, b) => a.id - b.id,
  rating: (a, b) => Number(b.rating) - Number(a.rating) || b.students_count - a.students_count || a.id - b.id,
  popular: (a, b) => b.students_count - a.students_count || a.id - b.id,
  'price-asc': (a, b) => Number(a.price) - Number(b.price) || a.id - b.id,
  'price-desc': (a, b) => Number(b.price) - Number(a.price) || a.id - b.id,
};

export function filterAndSort<T extends Listed>(courses: readonly T[], query: string, sort: CourseSort): { live: T[]; recorded: T[] } {
  const sorted = courses.filter((c) => matchesSearch(c, query)).sort(COMPARATORS[sort]);
  return { live: sorted.filter((c) => c.type === 'live'), recorded: sorted.filter((c) => c.type !== 'live') };
}
