// Reviews of a course, newest first, a page at a time ('Ver más reseñas'), with each author's name and avatar.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { courseKeys } from './keys';
import type { Review } from './types';

export const REVIEWS_PAGE = 5;
export const REVIEW_SELECT = 'id, course_id, user_id, rating, comment, created_at, updated_at, author:profiles!course_reviews_user_id_fkey(id, name, avatar_url)';

export function reviewsQuery(courseId: number) {
  return infiniteQueryOptions({
    queryKey: courseKeys.reviews(courseId),
    initialPageParam: 0,
    // One row more than a page tells whether another page exists ('Ver más reseñas' shows only then).
    queryFn: async ({ pageParam }): Promise<{ reviews: Review[]; more: boolean }> => {
      const list = await rows(
        supabase
          .from('course_reviews')
          .select(REVIEW_SELECT)
          .eq('course_id', courseId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(pageParam, pageParam + REVIEWS_PAGE)
          .overrideTypes<Review[], { merge: false }>(),
      );
      return { reviews: list.slice(0, REVIEWS_PAGE), more: list.length > REVIEWS_PAGE };
    },
    getNextPageParam: (last, pages) => (last.more ? pages.length * REVIEWS_PAGE : undefined),
  });
}
