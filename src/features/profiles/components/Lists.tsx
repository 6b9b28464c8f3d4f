// The dashboard's own lists (Mis Cursos, Mis Comunidades): a grid of linked cards with a description and a detail line.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState, SkeletonList, type QueryLike } from '@/components/layout';
import { countOf } from '@/lib/format';
import { myCoursesQuery } from '../api/my-courses-query';
import { myCommunitiesQuery } from '../api/my-communities-query';

const item = 'flex flex-col gap-1 rounded-2xl border border-base-300 p-4 hover:border-primary transition-colors duration-150';

interface Entry {
  id: number;
  title: string;
  to: '/courses/$id' | '/communities/$id';
  description: string;
  detail: string;
}

function EntryGrid({ entries }: { entries: Entry[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {entries.map((e) => (
        <li key={e.id} className={item}>
          <Link to={e.to} params={{ id: String(e.id) }} className="font-semibold hover:underline underline-offset-2">
            {e.title}
          </Link>
          <p className="text-sm text-base-content/80 line-clamp-2">{e.description}</p>
          <p className="text-xs text-base-content/80 tabular-nums">{e.detail}</p>
        </li>
      ))}
    </ul>
  );
}

function OwnList({ query, empty }: { query: QueryLike<Entry[]>; empty: { icon: ReactNode; message: string } }) {
  return (
    <QueryState query={query} pending={<SkeletonList count={3} className="h-20 bg-base-200" />} empty={empty}>
      {(entries) => <EntryGrid entries={entries} />}
    </QueryState>
  );
}

export function MyCourses({ userId, emptyIcon }: { userId: string; emptyIcon: ReactNode }) {
  const query = useQuery({
    ...myCoursesQuery(userId),
    select: (courses) =>
      courses.map((c): Entry => ({ id: c.id, title: c.title, to: '/courses/$id', description: c.description, detail: `${c.instructor_name} · ${c.level} · ${c.duration}` })),
  });
  return <OwnList query={query} empty={{ icon: emptyIcon, message: 'No estás inscrito en ningún curso' }} />;
}

export function MyCommunities({ userId, emptyIcon }: { userId: string; emptyIcon: ReactNode }) {
  const query = useQuery({
    ...myCommunitiesQuery(userId),
    select: (communities) =>
      communities.map(
        (c): Entry => ({
          id: c.id,
          title: c.name,
          to: '/communities/$id',
          description: c.description,
          detail: `${countOf(c.members_count, 'miembro', 'miembros')} · ${countOf(c.posts_count, 'publicación', 'publicaciones')}`,
        }),
      ),
  });
  return <OwnList query={query} empty={{ icon: emptyIcon, message: 'No te has unido a ninguna comunidad' }} />;
}
