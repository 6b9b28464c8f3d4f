// The blank-comment rule gives the spec's toast for a comment and for a reply, and passes any text.
import { describe, expect, it } from 'vitest';
import { emptyCommentProblem } from './comment-rules';

describe('emptyCommentProblem', () => {
  it('refuses blank text with the words of a comment or of a reply, naming the field', () => {
    expect(emptyCommentProblem('  \n ', false)).toEqual({ title: 'Comentario vacío', description: 'Por favor, escribe un comentario antes de enviarlo.', field: 'content' });
    expect(emptyCommentProblem('', true)).toEqual({ title: 'Respuesta vacía', description: 'Por favor, escribe una respuesta antes de enviarla.', field: 'content' });
  });

  it('passes any text', () => {
    expect(emptyCommentProblem(' hola ', true)).toBeNull();
  });
});
