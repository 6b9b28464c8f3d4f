// Shared layout of the legal pages: title, sample-document note, last-updated placeholder, numbered sections.
import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Alert } from '@/components/ui';
import { PageTitle } from '@/components/layout';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function LegalDocument({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-sm text-base-content/80">Última actualización: [Fecha]</p>
      </header>
      <Alert tone="info" icon={<Info size={20} aria-hidden="true" />}>
        Este es un documento de ejemplo. Los datos entre corchetes, como [Nombre de la Empresa], [Dirección] o [correo@ejemplo.com], son marcadores
        de posición que deben sustituirse por la información real antes de su uso.
      </Alert>
      {sections.map((s, i) => (
        <section key={s.title} className="flex flex-col gap-2 leading-relaxed">
          <h2 className="text-xl font-semibold">
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
