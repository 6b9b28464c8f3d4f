// Cursos tab: the community's course cards, or 'No hay cursos disponibles'.
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { CardGrid, CardGridSkeleton } from '@/components/layout/ListPage';
import { communityCoursesQuery } from '../api/community-courses-query';
import { CourseCard } from './CourseCard';

export function CoursesTab({ communityId }: { communityId: number }) {
  return (
    <QueryState
      query={useQuery(communityCoursesQuery(communityId))}
      pending={<CardGridSkeleton count={3} />}
      empty={{ icon: <BookOpen size={32} />, message: 'No hay cursos disponibles' }}
    >
      {(courses) => (
        <CardGrid items={courses} card={(c) => <CourseCard course={c} />} />
      )}
    </QueryState>
  );
}
