// The author deletes their comment of any thread (delete_comment): with replies it stays as 'Comentario eliminado', else it goes.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import type { CommentThread } from './thread';

export function deleteCommentMutation(_thread: CommentThread, commentId: number) {
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => unwrap(await supabase.rpc('delete_comment', { comment_id: commentId })) === true,
    meta: { errorTitle: 'Error al eliminar el comentario' },
    onSuccess: () => void notify({ title: 'Comentario eliminado', variant: 'success' }),
  });
}
