// Courses attached to a community (Cursos tab), best rated first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { communityKeys } from './keys';
import type { CommunityCourse } from './types';

export function communityCoursesQuery(communityId: number) {
  return queryOptions({
    queryKey: communityKeys.courses(communityId),
    queryFn: async (): Promise<CommunityCourse[]> =>
      unwrap(
        await supabase
          .from('courses')
          .select('id, title, description, image_url, instructor_name, price, rating, students_count, topics, level, type')
          .eq('community_id', communityId)
          .order('rating', { ascending: false })
          .order('id', { ascending: true }),
      ) ?? [],
  });
}
