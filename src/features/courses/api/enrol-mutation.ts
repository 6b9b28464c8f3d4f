// Enrol in a course (enrol()): optimistic enrolment and student count, rolled back on failure; '¡Inscripción exitosa!'.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { courseKeys } from './keys';
import type { Course, MyLearning } from './types';

interface Snapshot {
  learning: MyLearning | undefined;
  course: Course | null | undefined;
}

export function enrolMutation(courseId: number, userId: string) {
  const learningKey = courseKeys.learning(userId);
  const detailKey = courseKeys.detail(courseId);
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => unwrap(await supabase.rpc('enrol', { course_id: courseId })) === true,
    meta: { errorTitle: 'No se pudo completar la inscripción' },
    onMutate: async (_vars, { client }): Promise<Snapshot> => {
      await Promise.all([client.cancelQueries({ queryKey: learningKey }), client.cancelQueries({ queryKey: detailKey })]);
      const learning = client.getQueryData<MyLearning>(learningKey);
      const course = client.getQueryData<Course | null>(detailKey);
      if (learning && !learning.enrolled.includes(courseId)) {
        client.setQueryData<MyLearning>(learningKey, { ...learning, enrolled: [...learning.enrolled, courseId] });
        if (course) {
          const next: Course = { ...course, students_count: course.students_count + 1 };
          client.setQueryData<Course | null>(detailKey, next);
        }
      }
      return { learning, course };
    },
    onError: (_error, _vars, snapshot, { client }) => {
      if (!snapshot) return;
      client.setQueryData(learningKey, snapshot.learning);
      client.setQueryData(detailKey, snapshot.course);
    },
    onSuccess: () => notify({ title: '¡Inscripción exitosa!', description: 'Ya puedes empezar el curso.', variant: 'success' }),
    onSettled: (_data, _error, _vars, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: learningKey }),
        client.invalidateQueries({ queryKey: detailKey }),
        client.invalidateQueries({ queryKey: courseKeys.list }),
      ]),
  });
}

/** The spec's default enrolled set (courses 1 and 3) for a member who has none; true when it enrolled them. */
export async function ensureDefaultEnrolments(): Promise<boolean> {
  return unwrap(await supabase.rpc('ensure_default_enrolments')) === true;
}
