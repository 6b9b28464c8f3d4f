// Review checks: 1–5 stars, a non-blank text of at most 2000 characters.
import { describe, expect, it } from 'vitest';
import { reviewError } from './review-rules';

describe('review rules', () => {
  it('refuses ratings outside 1–5', () => {
    expect(reviewError(0, 'Bien')).toBe('La valoración debe ser de 1 a 5 estrellas.');
    expect(reviewError(6, 'Bien')).toBe('La valoración debe ser de 1 a 5 estrellas.');
  });
  it('refuses blank and over-long texts', () => {
    expect(reviewError(4, '  ')).toBe('Escribe tu reseña antes de publicarla.');
    expect(reviewError(4, 'a'.repeat(2001))).toBe('La reseña no puede superar los 2000 caracteres.');
  });
  it('accepts a good review', () => {
    expect(reviewError(5, 'a'.repeat(2000))).toBeNull();
  });
});
