// /profile (own dashboard): the member's card, links to the public profile and settings, tabs Mis Cursos, Mis Comunidades,
// Guardados, Notificaciones (and Mi Aprendizaje). The route passes the Guardados, Notificaciones and learning panels in.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Eye, Settings, Users } from 'lucide-react';
import { PageTitle, QueryState } from '@/components/layout';
import { ButtonLink, Spinner, TabSections } from '@/components/ui';
import { profileQuery, type ProfileRow } from '../api/profile-query';
import { ProfileHeader } from './ProfileHeader';
import { MyCommunities, MyCourses } from './Lists';

export function Dashboard({
  userId,
  savedSlot,
  notificationsSlot,
  requestsSlot,
  learningSlot,
}: {
  userId: string;
  savedSlot: ReactNode;
  notificationsSlot: ReactNode;
  requestsSlot?: ReactNode;
  /** The member's learning record (courses feature), composed by the route. */
  learningSlot?: ReactNode;
}) {
  const page = (profile: ProfileRow | null) => (
    <section aria-labelledby="dashboard-name" className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageTitle title="Mi Perfil" />
      {profile ? (
        <ProfileHeader
          profile={profile}
          headingId="dashboard-name"
          actions={
            <div className="flex flex-wrap gap-2">
              <ButtonLink to="/profile/$userId" params={{ userId }} variant="outline" size="sm">
                <Eye size={16} aria-hidden="true" />
                Ver perfil público
              </ButtonLink>
              <ButtonLink to="/settings" variant="ghost" size="sm">
                <Settings size={16} aria-hidden="true" />
                Configuración
              </ButtonLink>
            </div>
          }
        />
      ) : null}
      <TabSections
        label="Mi panel"
        sections={[
          { key: 'courses', label: 'Mis Cursos', content: () => <MyCourses userId={userId} emptyIcon={<BookOpen size={32} />} /> },
          ...(learningSlot ? [{ key: 'learning', label: 'Mi Aprendizaje', content: () => learningSlot }] : []),
          { key: 'communities', label: 'Mis Comunidades', content: () => <MyCommunities userId={userId} emptyIcon={<Users size={32} />} /> },
          { key: 'saved', label: 'Guardados', content: () => savedSlot },
          { key: 'notifications', label: 'Notificaciones', content: () => notificationsSlot },
          ...(requestsSlot ? [{ key: 'requests', label: 'Mis Solicitudes', content: () => requestsSlot }] : []),
        ]}
      />
    </section>
  );
  // A member without a profile row still gets the tabs; a failed read gets the error with 'Reintentar'.
  return (
    <QueryState query={useQuery(profileQuery(userId))} pending={<Spinner label="Cargando perfil..." />} empty={page(null)}>
      {page}
    </QueryState>
  );
}
