// Unknown community id: 'Comunidad no encontrada' with a link back to /communities.
import { ItemNotFound } from '@/components/layout';
import { ButtonLink } from '@/components/ui';

export function CommunityNotFound() {
  return (
    <ItemNotFound
      title="Comunidad no encontrada"
      text="La comunidad que buscas no existe o ha sido eliminada."
      action={
        <ButtonLink to="/communities" variant="primary">
          Ver comunidades
        </ButtonLink>
      }
    />
  );
}
