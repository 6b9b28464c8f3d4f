// Unknown or non-live id: 'Evento no encontrado' with the spec's text and a link to the communities.
import { SearchX } from 'lucide-react';
import { PageTitle } from '@/components/layout';
import { ButtonLink } from '@/components/ui';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../constants';

export function LiveEventNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageTitle title={NOT_FOUND_TITLE} />
      <span className="rounded-2xl bg-base-200 p-4 text-primary" aria-hidden="true">
        <SearchX size={40} />
      </span>
      <h1 className="text-3xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="text-base-content/80">{NOT_FOUND_TEXT}</p>
      <ButtonLink to="/communities" variant="primary">
        Ver comunidades
      </ButtonLink>
    </section>
  );
}
