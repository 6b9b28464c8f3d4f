// Comunidad: the course's community with real counts, its last activity and two latest posts, and a link to all posts.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessageSquare, UsersRound } from 'lucide-react';
import { EmptyState, QueryState } from '@/components/layout';
import { ButtonLink } from '@/components/ui';
import { countOf, formatRelativeTime } from '@/lib/format';
import { courseCommunityQuery } from '../api/course-community-query';
import type { CommunityPreview } from '../api/types';

export const NO_COMMUNITY_MESSAGE = 'No hay comunidad asociada a este curso.';

export function CommunityTab({ communityId }: { communityId: number | null }) {
  if (!communityId) return <EmptyState icon={<UsersRound size={32} />} message={NO_COMMUNITY_MESSAGE} />;
  return <Preview communityId={communityId} />;
}

function Preview({ communityId }: { communityId: number }) {
  return (
    <QueryState query={useQuery(courseCommunityQuery(communityId))} empty={<EmptyState icon={<UsersRound size={32} />} message={NO_COMMUNITY_MESSAGE} />}>
      {(c) => <CommunityCard community={c} />}
    </QueryState>
  );
}

function CommunityCard({ community: c }: { community: CommunityPreview }) {
  const last = c.posts[0]?.created_at;
  return (
    <section aria-labelledby="course-community" className="flex flex-col gap-4 rounded-2xl border border-base-300 p-5">
      <h2 id="course-community" className="text-xl font-semibold">
        <Link to="/communities/$id" params={{ id: String(c.id) }} className="hover:underline">
          {c.name}
        </Link>
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
        <li data-testid="community-members">{countOf(c.members_count, 'miembro', 'miembros')}</li>
        <li data-testid="community-posts">{countOf(c.posts_count, 'publicación', 'publicaciones')}</li>
        <li data-testid="community-activity">{last ? `Última actividad ${formatRelativeTime(last)}` : 'Sin actividad todavía'}</li>
      </ul>
      {c.posts.length ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Publicaciones recientes</h3>
          <ul className="flex flex-col gap-2">
            {c.posts.map((p) => (
              <li key={p.id} className="rounded-xl bg-base-200 p-3">
                <Link to="/post/$id" params={{ id: String(p.id) }} className="font-medium hover:underline">
                  {p.title}
                </Link>
                <p className="text-sm text-base-content/70">
                  {p.author?.name ?? 'Usuario'} · {formatRelativeTime(p.created_at)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ButtonLink to="/communities/$id" params={{ id: String(c.id) }} variant="outline" size="sm" className="self-start">
        <MessageSquare size={16} aria-hidden="true" />
        Ver todas las publicaciones
      </ButtonLink>
    </section>
  );
}
