// Enrol in a course (enrol()): optimistic enrolment and student count, rolled back on failure; '¡Inscripción exitosa!'.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { courseKeys } from './keys';
import type { Course, MyLearning } from './types';

interface Snapshot {
  learning: MyLearning | undefined;
  course: Course | null | undefined;
}

export function enrolMutation(queryClient: QueryClient, courseId: number, userId: string) {
  const learningKey = courseKeys.learning(userId);
  const detailKey = courseKeys.detail(courseId);
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => unwrap(await supabase.rpc('enrol', { course_id: courseId })) === true,
    meta: { errorTitle: 'No se pudo completar la inscripción' },
    onMutate: async (): Promise<Snapshot> => {
      await Promise.all([queryClient.cancelQueries({ queryKey: learningKey }), queryClient.cancelQueries({ queryKey: detailKey })]);
      const learning = queryClient.getQueryData<MyLearning>(learningKey);
      const course = queryClient.getQueryData<Course | null>(detailKey);
      if (learning && !learning.enrolled.includes(courseId)) {
        queryClient.setQueryData<MyLearning>(learningKey, { ...learning, enrolled: [...learning.enrolled, courseId] });
        if (course) {
          const next: Course = { ...course, students_count: course.students_count + 1 };
          queryClient.setQueryData<Course | null>(detailKey, next);
        }
      }
      return { learning, course };
    },
    onError: (_error, _vars, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(learningKey, snapshot.learning);
      queryClient.setQueryData(detailKey, snapshot.course);
    },
    onSuccess: () => notify({ title: '¡Inscripción exitosa!', description: 'Ya puedes empezar el curso.', variant: 'success' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKey }),
        queryClient.invalidateQueries({ queryKey: detailKey }),
        queryClient.invalidateQueries({ queryKey: courseKeys.list }),
      ]),
  });
}

/** The spec's default enrolled set (courses 1 and 3) for a member who has none; true when it enrolled them. */
export async function ensureDefaultEnrolments(): Promise<boolean> {
  return unwrap(await supabase.rpc('ensure_default_enrolments')) === true;
}
