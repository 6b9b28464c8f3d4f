// Write, edit or delete the member's review; the list, distribution and the course's rating refresh afterwards.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { courseKeys } from './keys';

export interface ReviewInput {
  rating: number;
  comment: string;
}

function refresh(client: QueryClient, courseId: number, userId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: courseKeys.reviews(courseId) }),
    client.invalidateQueries({ queryKey: courseKeys.distribution(courseId) }),
    client.invalidateQueries({ queryKey: courseKeys.myReview(userId, courseId) }),
    client.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
    client.invalidateQueries({ queryKey: courseKeys.list }),
  ]);
}

export function saveReviewMutation(courseId: number, userId: string, existingId: number | null) {
  return mutationOptions({
    mutationFn: async (input: ReviewInput): Promise<void> => {
      if (existingId) unwrap(await supabase.from('course_reviews').update(input).eq('id', existingId));
      else unwrap(await supabase.from('course_reviews').insert({ course_id: courseId, user_id: userId, ...input }));
    },
    meta: { errorTitle: 'No se pudo guardar la reseña' },
    onSuccess: () => notify({ title: existingId ? 'Reseña actualizada' : 'Reseña publicada', variant: 'success' }),
    onSettled: (_data, _error, _vars, _result, { client }) => refresh(client, courseId, userId),
  });
}

export function deleteReviewMutation(courseId: number, userId: string, reviewId: number) {
  return mutationOptions({
    mutationFn: async (): Promise<void> => void unwrap(await supabase.from('course_reviews').delete().eq('id', reviewId)),
    meta: { errorTitle: 'No se pudo eliminar la reseña' },
    onSuccess: () => notify({ title: 'Reseña eliminada', variant: 'success' }),
    onSettled: (_data, _error, _vars, _result, { client }) => refresh(client, courseId, userId),
  });
}
