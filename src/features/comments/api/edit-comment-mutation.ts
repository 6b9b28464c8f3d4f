// The author changes their comment's text (same rule as writing it: not blank, ≤ 5000); the thread refreshes through the caller.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { codedError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import type { CommentThread } from './thread';

export function editCommentMutation(_thread: CommentThread, commentId: number) {
  return mutationOptions({
    mutationFn: async (content: string): Promise<void> => {
      const rows = unwrap(await supabase.from('comments').update({ content: content.trim() }).eq('id', commentId).select('id'));
      // RLS answers an edit of a comment that is gone (or not one's own) with no row.
      if (!rows?.length) throw codedError('comment_edit_refused');
    },
    meta: { errorTitle: 'Error al editar el comentario' },
    onSuccess: () => void notify({ title: 'Comentario actualizado', variant: 'success' }),
  });
}
