// The member's own review of a course, or null.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { ViewerId } from '@/lib/query-keys';
import { courseKeys } from './keys';
import { REVIEW_SELECT } from './reviews-query';
import type { Review } from './types';

export function myReviewQuery(viewerId: ViewerId, courseId: number) {
  return queryOptions({
    queryKey: courseKeys.myReview(viewerId, courseId),
    queryFn: async (): Promise<Review | null> => {
      if (!viewerId) return null;
      const result = await supabase
        .from('course_reviews')
        .select(REVIEW_SELECT)
        .eq('course_id', courseId)
        .eq('user_id', viewerId)
        .maybeSingle()
        .overrideTypes<Review | null, { merge: false }>();
      return unwrap(result) as Review | null;
    },
  });
}
