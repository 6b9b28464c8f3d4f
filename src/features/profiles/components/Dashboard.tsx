// /profile (own dashboard): the member's card, links to the public profile and settings, tabs Mis Cursos, Mis Comunidades,
// Guardados, Notificaciones. The routes pass richer Guardados and Notificaciones panels in.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, BookOpen, Eye, Settings, Users } from 'lucide-react';
import { PageTitle } from '@/components/layout';
import { ButtonLink, Spinner } from '@/components/ui';
import { profileQuery } from '../api/profile-query';
import { myCoursesQuery } from '../api/my-courses-query';
import { myCommunitiesQuery } from '../api/my-communities-query';
import { mySavedPostsQuery } from '../api/my-saved-posts-query';
import { ProfileHeader } from './ProfileHeader';
import { CommunityList, CourseList, PostList, QueryList } from './Lists';
import { Tabs } from './Tabs';

function MyCourses({ userId }: { userId: string }) {
  const result = useQuery(myCoursesQuery(userId));
  return (
    <QueryList result={result} empty="No estás inscrito en ningún curso" emptyIcon={<BookOpen size={32} />}>
      {(courses) => <CourseList courses={courses} />}
    </QueryList>
  );
}

function MyCommunities({ userId }: { userId: string }) {
  const result = useQuery(myCommunitiesQuery(userId));
  return (
    <QueryList result={result} empty="No te has unido a ninguna comunidad" emptyIcon={<Users size={32} />}>
      {(communities) => <CommunityList communities={communities} />}
    </QueryList>
  );
}

function MySaved({ userId }: { userId: string }) {
  const result = useQuery(mySavedPostsQuery(userId));
  return (
    <QueryList result={result} empty="No tienes publicaciones guardadas" emptyIcon={<Bookmark size={32} />}>
      {(posts) => <PostList posts={posts} />}
    </QueryList>
  );
}

export function Dashboard({ userId, savedSlot, notificationsSlot }: { userId: string; savedSlot?: ReactNode; notificationsSlot: ReactNode }) {
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
      <Tabs
        label="Mi panel"
        tabs={[
          { id: 'courses', label: 'Mis Cursos', content: () => <MyCourses userId={userId} /> },
          { id: 'communities', label: 'Mis Comunidades', content: () => <MyCommunities userId={userId} /> },
          { id: 'saved', label: 'Guardados', content: () => savedSlot ?? <MySaved userId={userId} /> },
          { id: 'notifications', label: 'Notificaciones', content: () => notificationsSlot },
        ]}
      />
    </section>
  );
}
