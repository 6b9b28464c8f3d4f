// The author deletes their comment (delete_comment / delete_reel_comment): with replies it stays as 'Comentario eliminado', else it goes.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { deleteFunction, type CommentThread } from './thread';

export function deleteCommentMutation(thread: CommentThread, commentId: number) {
  return mutationOptions({
    mutationFn: async (): Promise<boolean> => unwrap(await supabase.rpc(deleteFunction(thread), { comment_id: commentId })) === true,
    meta: { errorTitle: 'Error al eliminar el comentario' },
    onSuccess: () => void notify({ title: 'Comentario eliminado', variant: 'success' }),
  });
}
