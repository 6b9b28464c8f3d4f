// Cursos tab: the community's course cards, or 'No hay cursos disponibles'.
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/layout';
import { toAppError } from '@/lib/errors';
import { communityCoursesQuery } from '../api/community-courses-query';
import { CardGrid, CardGridSkeleton } from './CommunitiesPage';
import { CourseCard } from './CourseCard';

export function CoursesTab({ communityId }: { communityId: number }) {
  const courses = useQuery(communityCoursesQuery(communityId));
  if (courses.isPending) return <CardGridSkeleton count={3} />;
  if (courses.isError) return <ErrorState message={toAppError(courses.error).message} onRetry={() => void courses.refetch()} />;
  if (!courses.data.length) return <EmptyState icon={<BookOpen size={32} />} message="No hay cursos disponibles" />;
  return (
    <CardGrid>
      {courses.data.map((c) => (
        <li key={c.id}>
          <CourseCard course={c} />
        </li>
      ))}
    </CardGrid>
  );
}
