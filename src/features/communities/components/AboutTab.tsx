// Acerca de tab: description, counts (members, posts, courses, live events), topics and the featured members.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { Avatar } from '@/components/ui';
import { TopicChips } from '@/components/ui/topic-chips';
import { countOf, formatCount } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { communityCoursesQuery } from '../api/community-courses-query';
import { communityLiveEventsQuery } from '../api/community-live-events-query';
import { topMembersQuery } from '../api/top-members-query';
import type { Community } from '../api/types';

export function AboutTab({ community: c }: { community: Community }) {
  const courses = useQuery(communityCoursesQuery(c.id));
  const events = useQuery(communityLiveEventsQuery(c));
  const members = useQuery(topMembersQuery(c.id));

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <section aria-labelledby="about-description" className="flex flex-col gap-2">
          <h2 id="about-description" className="text-xl font-semibold">
            Acerca de la comunidad
          </h2>
          <p className="text-base-content/90">{c.description}</p>
        </section>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Miembros" value={c.members_count} />
          <Stat label="Publicaciones" value={c.posts_count} />
          <Stat label="Cursos" value={courses.data?.length} />
          <Stat label="Sesiones en vivo" value={events.data?.length} />
        </dl>
        <section aria-labelledby="about-topics" className="flex flex-col gap-2">
          <h2 id="about-topics" className="text-xl font-semibold">
            Temas
          </h2>
          <TopicChips topics={c.topics} />
        </section>
      </div>
      <section aria-labelledby="about-members" className="flex flex-col gap-3">
        <h2 id="about-members" className="text-xl font-semibold">
          Miembros destacados
        </h2>
        <QueryState query={members} empty={<p className="text-base-content/80">Esta comunidad todavía no tiene miembros.</p>}>
          {(list) => (
          <ul className="flex flex-col gap-2" aria-label="Miembros destacados">
            {list.map((m) => (
              <li key={m.id}>
                <Link to="/profile/$userId" params={{ userId: m.id }} className="flex items-center gap-3 rounded-xl p-2 hover:bg-base-200">
                  <Avatar src={m.avatar_url ?? initialsAvatar(m.name)} alt="" size={40} />
                  <span className="flex flex-col">
                    <span className="flex items-center gap-1 font-medium">
                      {m.name}
                      {m.is_verified ? <BadgeCheck size={16} className="text-primary" role="img" aria-label="Verificado" /> : null}
                    </span>
                    <span className="text-sm text-base-content/80">
                      {countOf(m.posts_in_community, 'publicación', 'publicaciones')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }): ReactNode {
  return (
    <div className="flex flex-col rounded-2xl border border-base-300 p-3">
      <dt className="text-sm text-base-content/80">{label}</dt>
      <dd className="text-2xl font-bold tabular">{value === undefined ? '–' : formatCount(value)}</dd>
    </div>
  );
}
