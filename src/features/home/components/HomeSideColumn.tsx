// Home side column: 3 most popular communities, 3 best-rated courses (simple link cards) and ad placeholders.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Star, Users } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { countOf, ratingLabel } from '@/lib/format';
import { popularCommunitiesQuery, topCoursesQuery } from '../api/side-queries';
import { AdPlaceholder } from './AdPlaceholder';

export function HomeSideColumn() {
  const communities = useQuery(popularCommunitiesQuery());
  const courses = useQuery(topCoursesQuery());
  return (
    <aside className="flex flex-col gap-4" aria-label="Destacados">
      <SideBox title="Comunidades Populares" more={{ to: '/communities', label: 'Ver todas las comunidades' }}>
        <QueryState query={communities}>
          {(list) => (
          <ul className="flex flex-col gap-2" data-testid="popular-communities">
            {list.map((c) => (
              <li key={c.id}>
                <Link to="/communities/$id" params={{ id: String(c.id) }} className="flex items-center justify-between gap-2 rounded-xl px-2 py-1.5 hover:bg-base-200">
                  <span className="font-medium">{c.name}</span>
                  <span className="flex items-center gap-1 text-sm text-base-content/80">
                    <Users size={14} aria-hidden="true" />
                    {countOf(c.members_count, 'miembro', 'miembros')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          )}
        </QueryState>
      </SideBox>
      <SideBox title="Cursos Destacados" more={{ to: '/courses', label: 'Ver todos los cursos' }}>
        <QueryState query={courses}>
          {(list) => (
          <ul className="flex flex-col gap-2" data-testid="top-courses">
            {list.map((c) => (
              <li key={c.id}>
                <Link to="/courses/$id" params={{ id: String(c.id) }} className="flex flex-col rounded-xl px-2 py-1.5 hover:bg-base-200">
                  <span className="font-medium">{c.title}</span>
                  <span className="flex items-center gap-1 text-sm text-base-content/80">
                    <Star size={14} aria-hidden="true" />
                    {ratingLabel(c.rating, c.reviews_count)} · {c.instructor_name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          )}
        </QueryState>
      </SideBox>
      <AdPlaceholder />
    </aside>
  );
}

function SideBox({ title, more, children }: { title: string; more: { to: '/communities' | '/courses'; label: string }; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
      <Link to={more.to} className="text-sm font-medium text-primary hover:underline">
        {more.label}
      </Link>
    </section>
  );
}
