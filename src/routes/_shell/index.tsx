// Home (/): the hero; the feed and side column arrive with their feature.
import { createFileRoute } from '@tanstack/react-router';
import { BookOpen, Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui';
import { PageTitle } from '@/components/layout';

function Home() {
  return (
    <section className="flex flex-col items-center gap-6 rounded-2xl bg-base-200 px-6 py-16 text-center">
      <PageTitle />
      <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">Tu espacio para conectar, aprender y crear.</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/communities" variant="primary" size="lg">
          <Users size={20} aria-hidden="true" />
          Explorar Comunidades
        </ButtonLink>
        <ButtonLink to="/courses" variant="outline" size="lg">
          <BookOpen size={20} aria-hidden="true" />
          Descubrir Cursos
        </ButtonLink>
      </div>
      <p className="text-sm text-base-content/80">El feed de publicaciones está en construcción.</p>
    </section>
  );
}

export const Route = createFileRoute('/_shell/')({ component: Home });
