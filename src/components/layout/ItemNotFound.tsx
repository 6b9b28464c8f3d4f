// The page of an id that names nothing (a community, a course, an event, a certificate), outside the first page's code.
import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui';
import { StateBlock } from './states';

/** An id that names nothing (a community, a course, an event, a certificate): the page's own title and text, and the list to go to instead. */
export function ItemNotFound({ title, text, back }: { title: string; text: string; back: { to: '/communities' | '/courses'; label: string } }) {
  return (
    <StateBlock icon={<SearchX size={40} />} title={title}>
      <p className="text-base-content/80">{text}</p>
      <ButtonLink to={back.to} variant="primary">
        {back.label}
      </ButtonLink>
    </StateBlock>
  );
}
