// The course page tabs and their URL values (?tab=), and the course id from the path.
import { oneOf } from '@/lib/parse';

export const COURSE_TABS = ['content', 'community', 'reviews'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const COURSE_TAB_LABELS: Record<CourseTab, string> = {
  content: 'Contenido del Curso',
  community: 'Comunidad',
  reviews: 'Reseñas',
};

export function parseTab(value: unknown): CourseTab {
  return oneOf(COURSE_TABS, value, 'content');
}

/** The numeric id of /courses/{id}; NaN for anything else (the page shows 'Curso no encontrado'). */
export function parseCourseId(raw: string): number {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}
