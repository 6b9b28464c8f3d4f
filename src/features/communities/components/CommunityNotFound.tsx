// Unknown community id: 'Comunidad no encontrada' with a link back to /communities.
import { ItemNotFound } from '@/components/layout/ItemNotFound';

export function CommunityNotFound() {
  return <ItemNotFound title="Comunidad no encontrada" text="La comunidad que buscas no existe o ha sido eliminada." back={{ to: '/communities', label: 'Ver comunidades' }} />;
}
