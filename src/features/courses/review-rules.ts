// Client-side review checks (the database refuses the same input with the same words).
import * as sqlText from '@/lib/error-texts.gen';
export const REVIEW_MAX = 2000;

export function reviewError(rating: number, comment: string): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return sqlText.review_rating_invalid;
  if (!comment.trim()) return sqlText.review_comment_blank;
  if (comment.trim().length > REVIEW_MAX) return sqlText.review_comment_too_long;
  return null;
}
