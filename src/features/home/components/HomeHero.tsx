// Home hero: headline, the two calls to action and the three counters with '+'.
import { useQuery } from '@tanstack/react-query';
import { BookOpen, MessagesSquare, Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui';
import { countersQuery } from '../api/counters-query';
import { counterLabel } from '../counters';

export function HomeHero() {
  const counters = useQuery(countersQuery()).data;
  const items = [
    { label: 'Comunidades', value: counters?.communities, icon: Users },
    { label: 'Cursos', value: counters?.courses, icon: BookOpen },
    { label: 'Discusiones', value: counters?.posts, icon: MessagesSquare },
  ];
  return (
    <section className="flex flex-col items-center gap-6 rounded-2xl bg-base-200 px-6 py-12 text-center" aria-labelledby="hero-title">
      <h1 id="hero-title" className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">
        Tu espacio para conectar, aprender y crear.
      </h1>
      <p className="max-w-xl text-base-content/80">Únete a comunidades, aprende con cursos y comparte lo que sabes con personas como tú.</p>
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
      <dl className="grid w-full max-w-xl grid-cols-3 gap-3" data-testid="site-counters">
        {items.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex flex-col items-center gap-1 rounded-2xl bg-base-100 p-3">
            <Icon size={20} className="text-primary" aria-hidden="true" />
            <dd className="order-2 text-2xl font-bold tabular-nums">{value === undefined ? '…' : counterLabel(value)}</dd>
            <dt className="order-3 text-sm text-base-content/80">{label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
