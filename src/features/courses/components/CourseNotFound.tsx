// Unknown course id: 'Curso no encontrado' with a link back to /courses.
import { SearchX } from 'lucide-react';
import { PageTitle } from '@/components/layout';
import { ButtonLink } from '@/components/ui';

export function CourseNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title="Curso no encontrado" />
      <span className="rounded-2xl bg-base-200 p-4 text-primary" aria-hidden="true">
        <SearchX size={40} />
      </span>
      <h1 className="text-3xl font-bold">Curso no encontrado</h1>
      <p className="text-base-content/80">El curso que buscas no existe o ha sido eliminado.</p>
      <ButtonLink to="/courses" variant="primary">
        Ver cursos
      </ButtonLink>
    </section>
  );
}
