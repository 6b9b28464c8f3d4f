// Publishes a comment (or a reply to parentId) as the signed-in member; the thread refreshes through the caller.
// The draft's browser id makes the insert idempotent: a double click or a retry stores the comment once.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';

export function addCommentMutation(postId: number, parentId: number | null) {
  const isReply = parentId !== null;
  return mutationOptions({
    mutationFn: async ({ content, clientId }: { content: string; clientId: string }): Promise<{ id: number }> => {
      const inserted = unwrap(
        await supabase
          .from('comments')
          .upsert({ post_id: postId, parent_id: parentId, content: content.trim(), client_id: clientId }, { onConflict: 'client_id', ignoreDuplicates: true })
          .select('id'),
      );
      // Nothing inserted: the same draft was stored by an earlier send.
      const row = inserted?.[0] ?? unwrap(await supabase.from('comments').select('id').eq('client_id', clientId).maybeSingle());
      if (!row) throw new Error('insert answered no row');
      return row;
    },
    meta: { errorTitle: isReply ? 'Error al enviar la respuesta' : 'Error al enviar el comentario' },
    onSuccess: () => void notify({ title: isReply ? 'Respuesta enviada' : 'Comentario enviado', variant: 'success' }),
  });
}
