// Client-side review checks (the database refuses the same input with the same words).
export const REVIEW_MAX = 2000;

export function reviewError(rating: number, comment: string): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return 'La valoración debe ser de 1 a 5 estrellas.';
  if (!comment.trim()) return 'Escribe tu reseña antes de publicarla.';
  if (comment.trim().length > REVIEW_MAX) return 'La reseña no puede superar los 2000 caracteres.';
  return null;
}
