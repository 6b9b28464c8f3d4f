// /apply-instructor 'Conviértete en Instructor' and /apply-expert 'Aplica como Experto en Vivo': intro, form, and a
// pointer to the member's applications on their dashboard; a member who applied before reads that application's status.
import { Link } from '@tanstack/react-router';
import { GraduationCap, Radio } from 'lucide-react';
import { PageTitle } from '@/components/layout';
import { useAuth } from '@/lib/auth';
import type { ApplicationKind } from '../application-rules';
import { ApplicationForm } from './ApplicationForm';
import { LatestApplicationStatus } from './ApplicationDecision';

const COPY: Record<ApplicationKind, { title: string; intro: string }> = {
  instructor: { title: 'Conviértete en Instructor', intro: 'Comparte lo que sabes creando cursos para miles de estudiantes de habla hispana.' },
  expert: { title: 'Aplica como Experto en Vivo', intro: 'Resuelve dudas en sesiones en vivo y ayuda a la comunidad con tu experiencia.' },
};

export function ApplyPage({ kind }: { kind: ApplicationKind }) {
  const { title, intro } = COPY[kind];
  const Icon = kind === 'instructor' ? GraduationCap : Radio;
  const userId = useAuth().user?.id;
  return (
    <section aria-labelledby="apply-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title={title} />
      <header className="flex flex-col gap-2">
        <h1 id="apply-title" className="flex items-center gap-2 text-3xl font-bold">
          <Icon size={28} aria-hidden="true" className="text-primary" />
          {title}
        </h1>
        <p className="text-base-content/80">{intro}</p>
        <p className="text-sm text-base-content/80">
          Consulta el estado de tus solicitudes en{' '}
          <Link to="/profile" className="font-medium text-primary underline underline-offset-2">
            tu panel
          </Link>
          .
        </p>
      </header>
      {userId ? <LatestApplicationStatus userId={userId} kind={kind} /> : null}
      <ApplicationForm kind={kind} />
    </section>
  );
}
