// The rule of a comment or reply, written or edited: not blank, refused with the spec's toast.
import type { FormProblem } from '@/components/form';

export function emptyCommentProblem(content: string, isReply: boolean): FormProblem | null {
  if (content.trim()) return null;
  return isReply
    ? { title: 'Respuesta vacía', description: 'Por favor, escribe una respuesta antes de enviarla.', field: 'content' }
    : { title: 'Comentario vacío', description: 'Por favor, escribe un comentario antes de enviarlo.', field: 'content' };
}
