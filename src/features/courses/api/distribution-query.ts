// How many reviews give 5, 4, 3, 2 and 1 stars (course_rating_distribution), with the rounded percent of each.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { courseKeys } from './keys';
import type { StarCount } from './types';

export function distributionQuery(courseId: number) {
  return queryOptions({
    queryKey: courseKeys.distribution(courseId),
    queryFn: async (): Promise<StarCount[]> => {
      const list = unwrap(await supabase.rpc('course_rating_distribution', { course_id: courseId })) ?? [];
      return list.map((r) => ({ stars: r.stars ?? 0, reviews: r.reviews ?? 0, percent: r.percent ?? 0 }));
    },
  });
}
