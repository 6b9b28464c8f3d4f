// /profile/{userId}: header with actions (or 'Ver mi panel' on one's own), tabs Publicaciones, Reels, Cursos, Comunidades, Acerca de.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, Clapperboard, LayoutDashboard } from 'lucide-react';
import { PageTitle, QueryState, SkeletonList } from '@/components/layout';
import { ButtonLink, Spinner, TabSections } from '@/components/ui';
import { countOf, formatCount, formatLongDate } from '@/lib/format';
import { roleLabel } from '@/lib/badges';
import { profileQuery, type ProfileRow } from '../api/profile-query';
import { profileReelsQuery } from '../api/profile-reels-query';
import { NO_VIEWER_STATE, viewerStateQuery, type ProfileViewerState } from '../api/viewer-state-query';
import { ProfileActions } from './ProfileActions';
import { ProfileHeader } from './ProfileHeader';

function Reels({ profileId }: { profileId: string }) {
  const result = useQuery(profileReelsQuery(profileId));
  return (
    <QueryState query={result} pending={<SkeletonList count={3} className="h-20 bg-base-200" />} empty={{ icon: <Clapperboard size={32} />, message: 'No hay reels aún' }}>
      {(reels) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {reels.map((r) => (
            <li key={r.id}>
              <a href={`/reels#${r.id}`} className="flex aspect-[9/16] flex-col justify-end overflow-hidden rounded-2xl bg-base-200 p-3 hover:outline-2 hover:outline-primary">
                {r.poster_url ? <img src={r.poster_url} alt="" loading="lazy" className="mb-2 aspect-[9/16] w-full rounded-xl object-cover" /> : null}
                <span className="line-clamp-2 text-sm">{r.description || 'Reel'}</span>
                <span className="text-xs text-base-content/80 tabular-nums">{formatCount(r.likes_count)} me gusta</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** In place of a blocked member's posts: why the list is empty although the header counts them. */
function BlockedPosts({ name, count }: { name: string; count: number }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-base-300 p-8 text-center" data-testid="blocked-posts">
      <Ban size={32} className="text-base-content/70" aria-hidden="true" />
      <p className="font-semibold">Bloqueaste a {name}</p>
      <p className="text-base-content/80">
        {count > 0 ? `Sus publicaciones (${countOf(count, 'publicación', 'publicaciones')}) están ocultas para ti.` : 'Su contenido está oculto para ti.'} Puedes
        deshacer el bloqueo con «Desbloquear» o en Configuración.
      </p>
    </div>
  );
}

export function PublicProfile({
  profileId,
  viewerId,
  postsSlot,
  coursesSlot,
}: {
  profileId: string;
  viewerId: string | null;
  postsSlot: ReactNode;
  /** The member's learning record (courses feature), composed by the route. */
  coursesSlot?: ReactNode;
}) {
  const result = useQuery(profileQuery(profileId));
  const viewer = useQuery({ ...viewerStateQuery(profileId, viewerId), enabled: !!viewerId }).data ?? NO_VIEWER_STATE;
  return (
    <QueryState query={result} pending={<Spinner label="Cargando perfil..." />}>
      {(profile) => <ProfilePage profile={profile} viewer={viewer} viewerId={viewerId} postsSlot={postsSlot} coursesSlot={coursesSlot} />}
    </QueryState>
  );
}

function ProfilePage({
  profile,
  viewer,
  viewerId,
  postsSlot,
  coursesSlot,
}: {
  profile: ProfileRow;
  viewer: ProfileViewerState;
  viewerId: string | null;
  postsSlot: ReactNode;
  coursesSlot?: ReactNode;
}) {
  const own = viewerId === profile.id;
  const placeholder = (text: string) => <p className="rounded-2xl border border-dashed border-base-300 p-8 text-center text-base-content/80">{text}</p>;

  return (
    <section aria-labelledby="profile-name" className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle title={profile.name} />
      <ProfileHeader
        profile={profile}
        headingId="profile-name"
        actions={
          own ? (
            <div>
              <ButtonLink to="/profile" variant="primary" size="sm">
                <LayoutDashboard size={16} aria-hidden="true" />
                Ver mi panel
              </ButtonLink>
            </div>
          ) : (
            <ProfileActions profile={profile} viewerId={viewerId} />
          )
        }
      />
      <TabSections
        label="Secciones del perfil"
        sections={[
          { key: 'posts', label: 'Publicaciones', content: () => (viewer.blocked ? <BlockedPosts name={profile.name} count={profile.posts_count} /> : postsSlot) },
          { key: 'reels', label: 'Reels', content: () => <Reels profileId={profile.id} /> },
          { key: 'courses', label: 'Cursos', content: () => coursesSlot ?? placeholder('Los cursos de este usuario aparecerán aquí próximamente.') },
          { key: 'communities', label: 'Comunidades', content: () => placeholder('Las comunidades de este usuario aparecerán aquí próximamente.') },
          {
            key: 'about',
            label: 'Acerca de',
            content: () => (
              <dl className="grid gap-3 rounded-2xl border border-base-300 p-6 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <dt className="text-sm font-semibold">Biografía</dt>
                  <dd className="text-base-content/80">{profile.bio || 'Este usuario aún no ha escrito su biografía.'}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold">Miembro desde</dt>
                  <dd className="text-base-content/80">{formatLongDate(profile.created_at)}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold">Rol</dt>
                  <dd className="text-base-content/80">{roleLabel(profile.role, profile.is_verified, profile.badge_form)}</dd>
                </div>
              </dl>
            ),
          },
        ]}
      />
    </section>
  );
}
