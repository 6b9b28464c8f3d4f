// Unknown or non-live id: 'Evento no encontrado' with the spec's text and a link to the communities.
import { ItemNotFound } from '@/components/layout/ItemNotFound';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../constants';

export function LiveEventNotFound() {
  return <ItemNotFound title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} back={{ to: '/communities', label: 'Ver comunidades' }} />;
}
