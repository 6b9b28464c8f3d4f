// Unknown course id: 'Curso no encontrado' with a link back to /courses.
import { ItemNotFound } from '@/components/layout/ItemNotFound';

export function CourseNotFound() {
  return <ItemNotFound title="Curso no encontrado" text="El curso que buscas no existe o ha sido eliminado." back={{ to: '/courses', label: 'Ver cursos' }} />;
}
