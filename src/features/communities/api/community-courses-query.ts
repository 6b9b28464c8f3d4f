// Courses attached to a community (Cursos tab), best rated first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { communityKeys } from './keys';
import type { CommunityCourse } from './types';

export function communityCoursesQuery(communityId: number) {
  return queryOptions({
    queryKey: communityKeys.courses(communityId),
    queryFn: (): Promise<CommunityCourse[]> => {
      const query = supabase.from('courses').select('id, title, description, image_url, instructor_name, price, rating, reviews_count, students_count, topics, level, type');
      return rows(query.eq('community_id', communityId).order('rating', { ascending: false }).order('id', { ascending: true }));
    },
  });
}
