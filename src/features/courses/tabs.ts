// The course page tabs and their labels (the URL values live in ./search-params).
import type { CourseTab } from './search-params';

export { COURSE_TABS, parseTab, parseCourseId, type CourseTab } from './search-params';

export const COURSE_TAB_LABELS: Record<CourseTab, string> = {
  content: 'Contenido del Curso',
  community: 'Comunidad',
  reviews: 'Reseñas',
};
