// Publishes a comment (or a reply to parentId) as the signed-in member; the thread refreshes through the caller.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';

export function addCommentMutation(postId: number, parentId: number | null) {
  const isReply = parentId !== null;
  return mutationOptions({
    mutationFn: async (content: string): Promise<{ id: number }> => {
      const row = unwrap(
        await supabase.from('comments').insert({ post_id: postId, parent_id: parentId, content: content.trim() }).select('id').single(),
      );
      if (!row) throw new Error('insert answered no row');
      return row;
    },
    meta: { errorTitle: isReply ? 'Error al enviar la respuesta' : 'Error al enviar el comentario' },
    onSuccess: () => void notify({ title: isReply ? 'Respuesta enviada' : 'Comentario enviado', variant: 'success' }),
  });
}
