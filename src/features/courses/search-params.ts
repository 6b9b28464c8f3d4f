// The URL values of the course pages (?sort=, ?tab=, the id in the path): kept apart from the list and tab logic so a
// route's search parsing loads only this.
import { oneOf } from '@/lib/parse';

export const SORTS = ['all', 'rating', 'popular', 'price-asc', 'price-desc'] as const;
export type CourseSort = (typeof SORTS)[number];

export function parseSort(value: unknown): CourseSort {
  return oneOf(SORTS, value, 'all');
}

export const COURSE_TABS = ['content', 'community', 'reviews'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export function parseTab(value: unknown): CourseTab {
  return oneOf(COURSE_TABS, value, 'content');
}

/** The numeric id of /courses/{id}; NaN for anything else (the page shows 'Curso no encontrado'). */
export function parseCourseId(raw: string): number {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}
