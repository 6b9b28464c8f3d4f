// Reseñas: average, reviews and students, the 5→1 distribution as bars, the member's own review (write, edit, delete)
// and the reviews a page at a time ('Ver más reseñas').
import { useState } from 'react';
import { useAppForm } from '@/components/form';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { MessageSquareText, Star } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { Avatar, Button, Progress, TextArea } from '@/components/ui';
import { countOf, formatRelativeTime, ratingLabel } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { distributionQuery } from '../api/distribution-query';
import { myReviewQuery } from '../api/my-review-query';
import { reviewsQuery } from '../api/reviews-query';
import { deleteReviewMutation, saveReviewMutation } from '../api/save-review-mutation';
import type { Course, Review } from '../api/types';
import { REVIEW_MAX, reviewError } from '../review-rules';

export function ReviewsTab({ course, userId, enrolled }: { course: Course; userId: string | null; enrolled: boolean }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Summary course={course} />
      <div className="flex min-w-0 flex-col gap-4">
        {userId && enrolled ? <MyReview courseId={course.id} userId={userId} /> : null}
        {userId && !enrolled ? <p className="text-sm text-base-content/80">Inscríbete en el curso para dejar tu reseña.</p> : null}
        <ReviewList courseId={course.id} />
      </div>
    </div>
  );
}

function Summary({ course }: { course: Course }) {
  const dist = useQuery(distributionQuery(course.id));
  return (
    <section aria-labelledby="reviews-summary" className="flex flex-col gap-3 rounded-2xl border border-base-300 p-5">
      <h2 id="reviews-summary" className="sr-only">
        Resumen de valoraciones
      </h2>
      <p className="text-5xl font-bold tabular" data-testid="reviews-average">
        {ratingLabel(course.rating, course.reviews_count)}
      </p>
      <p className="text-sm text-base-content/80" data-testid="reviews-count">
        {countOf(course.reviews_count, 'reseña', 'reseñas')} · {countOf(course.students_count, 'estudiante', 'estudiantes')}
      </p>
      <QueryState query={dist}>
        {(rows) => (
          <ul className="flex flex-col gap-1.5" aria-label="Distribución de valoraciones">
            {rows.map((r) => (
              <li key={r.stars} className="flex items-center gap-2 text-sm" data-testid={`stars-${r.stars}`}>
                <span className="flex w-8 items-center gap-0.5 tabular">
                  {r.stars}
                  <Star size={12} aria-hidden="true" />
                </span>
                <span className="flex-1">
                  <Progress value={r.percent / 100} label={`${r.stars} estrellas: ${r.percent}%`} />
                </span>
                <span className="w-10 text-right tabular">{r.percent}%</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function StarPicker({ value, onChange }: { value: number; onChange(v: number): void }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">Tu valoración</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input type="radio" name="review-rating" value={n} checked={value === n} onChange={() => onChange(n)} className="peer sr-only" />
            <span className="sr-only">{countOf(n, 'estrella', 'estrellas')}</span>
            <Star
              size={28}
              aria-hidden="true"
              className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-primary ${n <= value ? 'fill-warning text-warning' : 'text-base-content/40'}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function MyReview({ courseId, userId }: { courseId: number; userId: string }) {
  // No review yet (null) opens an empty form; a failed read shows the error, never an empty form over a stored review.
  const newForm = <ReviewForm key="new" courseId={courseId} userId={userId} existing={null} />;
  return (
    <QueryState query={useQuery(myReviewQuery(userId, courseId))} pending={<></>} empty={newForm}>
      {(review) => <ReviewForm key={review.id} courseId={courseId} userId={userId} existing={review} />}
    </QueryState>
  );
}

function ReviewForm({ courseId, userId, existing }: { courseId: number; userId: string; existing: Review | null }) {
  const [editing, setEditing] = useState(!existing);
  const save = useMutation(saveReviewMutation(courseId, userId, existing?.id ?? null));
  // One message for the whole review, kept until the next submit (as the spec's single alert line).
  const f = useAppForm({
    defaultValues: { rating: existing?.rating ?? 0, comment: existing?.comment ?? '' },
    busy: save.isPending,
    disableFields: false,
    checkFields: ({ rating, comment }) => ({ review: reviewError(rating, comment) ?? undefined }),
    onSubmit: ({ rating, comment }) => save.mutate({ rating, comment: comment.trim() }, { onSuccess: () => setEditing(false) }),
  });
  const { rating, comment } = f.values;
  const error = f.errors.review;
  const remove = useMutation(deleteReviewMutation(courseId, userId, existing?.id ?? 0));

  if (existing && !editing) {
    return (
      <section aria-label="Tu reseña" className="flex flex-col gap-2 rounded-2xl border border-primary/40 p-4">
        <h2 className="font-semibold">Tu reseña</h2>
        <ReviewBody review={existing} />
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Editar
          </Button>
          <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
            Eliminar
          </Button>
        </div>
      </section>
    );
  }
  return (
    <form {...f.formProps} aria-label="Escribe una reseña" className="flex flex-col gap-3 rounded-2xl border border-base-300 p-4">
      <h2 className="font-semibold">{existing ? 'Editar tu reseña' : 'Escribe una reseña'}</h2>
      <StarPicker value={rating} onChange={(n) => f.setValue('rating', n)} />
      <TextArea label="Tu opinión" {...f.input('comment')} rows={3} maxLength={REVIEW_MAX + 100} />
      <p className="text-right text-xs tabular text-base-content/70">
        {comment.trim().length}/{REVIEW_MAX}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" size="sm" loading={save.isPending}>
          Publicar reseña
        </Button>
        {existing ? (
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ReviewBody({ review: r }: { review: Review }) {
  const name = r.author?.name ?? 'Usuario';
  return (
    <div className="flex gap-3">
      <Avatar src={r.author?.avatar_url ?? initialsAvatar(name)} alt="" size={40} />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm">
          <span className="font-semibold">{name}</span> <span className="text-base-content/70">· {formatRelativeTime(r.created_at)}</span>
        </p>
        <p className="flex items-center gap-0.5" aria-label={countOf(r.rating, 'estrella', 'estrellas')} role="img">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} size={14} aria-hidden="true" className={n <= r.rating ? 'fill-warning text-warning' : 'text-base-content/30'} />
          ))}
        </p>
        <p className="whitespace-pre-line break-words">{r.comment}</p>
      </div>
    </div>
  );
}

function ReviewList({ courseId }: { courseId: number }) {
  const list = useInfiniteQuery(reviewsQuery(courseId));
  return (
    <QueryState query={{ ...list, data: list.data?.pages.flatMap((p) => p.reviews) }} empty={{ icon: <MessageSquareText size={32} />, message: 'Este curso aún no tiene reseñas.' }}>
      {(reviews) => (
        <section aria-label="Reseñas de estudiantes" className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4" data-testid="review-list">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-2xl border border-base-300 p-4">
                <ReviewBody review={r} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="outline" className="self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Ver más reseñas
            </Button>
          ) : null}
        </section>
      )}
    </QueryState>
  );
}
