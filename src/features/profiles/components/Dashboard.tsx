// /profile (own dashboard): the member's card, links to the public profile and settings, tabs Mis Cursos, Mis Comunidades,
// Guardados, Notificaciones. The route passes the Guardados (posts feature) and Notificaciones panels in.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Eye, Settings, Users } from 'lucide-react';
import { PageTitle, QueryState, SkeletonList } from '@/components/layout';
import { ButtonLink, Spinner, TabSections } from '@/components/ui';
import { profileQuery } from '../api/profile-query';
import { myCoursesQuery } from '../api/my-courses-query';
import { myCommunitiesQuery } from '../api/my-communities-query';
import { ProfileHeader } from './ProfileHeader';
import { CommunityList, CourseList } from './Lists';

function MyCourses({ userId }: { userId: string }) {
  const result = useQuery(myCoursesQuery(userId));
  return (
    <QueryState query={result} pending={<SkeletonList count={3} className="h-20 bg-base-200" />} empty={{ icon: <BookOpen size={32} />, message: 'No estás inscrito en ningún curso' }}>
      {(courses) => <CourseList courses={courses} />}
    </QueryState>
  );
}

function MyCommunities({ userId }: { userId: string }) {
  const result = useQuery(myCommunitiesQuery(userId));
  return (
    <QueryState query={result} pending={<SkeletonList count={3} className="h-20 bg-base-200" />} empty={{ icon: <Users size={32} />, message: 'No te has unido a ninguna comunidad' }}>
      {(communities) => <CommunityList communities={communities} />}
    </QueryState>
  );
}

export function Dashboard({ userId, savedSlot, notificationsSlot }: { userId: string; savedSlot: ReactNode; notificationsSlot: ReactNode }) {
  const result = useQuery(profileQuery(userId));
  if (result.isPending) return <Spinner label="Cargando perfil..." />;
  const profile = result.data;
  return (
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
          { key: 'courses', label: 'Mis Cursos', content: () => <MyCourses userId={userId} /> },
          { key: 'communities', label: 'Mis Comunidades', content: () => <MyCommunities userId={userId} /> },
          { key: 'saved', label: 'Guardados', content: () => savedSlot },
          { key: 'notifications', label: 'Notificaciones', content: () => notificationsSlot },
        ]}
      />
    </section>
  );
}
