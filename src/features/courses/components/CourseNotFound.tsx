// Unknown course id: 'Curso no encontrado' with a link back to /courses.
import { ItemNotFound } from '@/components/layout';
import { ButtonLink } from '@/components/ui';

export function CourseNotFound() {
  return (
    <ItemNotFound
      title="Curso no encontrado"
      text="El curso que buscas no existe o ha sido eliminado."
      action={
        <ButtonLink to="/courses" variant="primary">
          Ver cursos
        </ButtonLink>
      }
    />
  );
}
