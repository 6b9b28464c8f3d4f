// Where the member stopped each lesson of a course (seconds), so a lesson resumes there on any device.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import type { ViewerId } from '@/lib/query-keys';
import { courseKeys } from './keys';

export function positionsQuery(viewerId: ViewerId, courseId: number) {
  return queryOptions({
    queryKey: courseKeys.positions(viewerId, courseId),
    queryFn: async (): Promise<Record<number, number>> => {
      if (!viewerId) return {};
      const list = await rows(supabase.from('lesson_positions').select('lesson_id, seconds').eq('course_id', courseId));
      return Object.fromEntries(list.map((p) => [p.lesson_id, Number(p.seconds)]));
    },
  });
}

/** Saves a position (fire and forget from the player; a failure only means resuming a little earlier). */
export async function saveLessonPosition(lessonId: number, seconds: number): Promise<void> {
  await supabase.rpc('save_lesson_position', { lesson_id: lessonId, seconds: Math.max(0, Math.min(86399, seconds)) });
}
