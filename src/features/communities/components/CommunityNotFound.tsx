// Unknown community id: 'Comunidad no encontrada' with a link back to /communities.
import { SearchX } from 'lucide-react';
import { PageTitle } from '@/components/layout';
import { ButtonLink } from '@/components/ui';

export function CommunityNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title="Comunidad no encontrada" />
      <span className="rounded-2xl bg-base-200 p-4 text-primary" aria-hidden="true">
        <SearchX size={40} />
      </span>
      <h1 className="text-3xl font-bold">Comunidad no encontrada</h1>
      <p className="text-base-content/80">La comunidad que buscas no existe o ha sido eliminada.</p>
      <ButtonLink to="/communities" variant="primary">
        Ver comunidades
      </ButtonLink>
    </section>
  );
}
