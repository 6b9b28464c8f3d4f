// The spec's toast for a blank comment or reply: writing one and editing one refuse it with the same words.
import { notify } from '@/lib/toast';

export function notifyEmptyComment(isReply: boolean): void {
  notify(
    isReply
      ? { title: 'Respuesta vacía', description: 'Por favor, escribe una respuesta antes de enviarla.', variant: 'destructive' }
      : { title: 'Comentario vacío', description: 'Por favor, escribe un comentario antes de enviarlo.', variant: 'destructive' },
  );
}
