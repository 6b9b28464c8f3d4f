// Publishes a comment (or a reply to parentId) on a post or a reel as the signed-in member; the thread refreshes
// through the caller. The draft's browser id makes the insert idempotent: a double click or a retry stores it once.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import type { TablesInsert } from '@/types/database';
import type { CommentThread } from './thread';

interface Draft {
  content: string;
  clientId: string;
}

async function insertOnce(thread: CommentThread, parentId: number | null, { content, clientId }: Draft): Promise<{ id: number }> {
  const row: TablesInsert<'comments'> = { ...(thread.kind === 'post' ? { post_id: thread.id } : { reel_id: thread.id }), parent_id: parentId, content: content.trim(), client_id: clientId };
  const inserted = unwrap(await supabase.from('comments').upsert(row, { onConflict: 'client_id', ignoreDuplicates: true }).select('id'));
  // Nothing inserted: the same draft was stored by an earlier send.
  return inserted?.[0] ?? unwrap(await supabase.from('comments').select('id').eq('client_id', clientId).maybeSingle()) ?? missing();
}

function missing(): never {
  throw new Error('insert answered no row');
}

export function addCommentMutation(thread: CommentThread, parentId: number | null) {
  const isReply = parentId !== null;
  return mutationOptions({
    mutationFn: (draft: Draft) => insertOnce(thread, parentId, draft),
    meta: { errorTitle: isReply ? 'Error al enviar la respuesta' : 'Error al enviar el comentario' },
    onSuccess: () => void notify({ title: isReply ? 'Respuesta enviada' : 'Comentario enviado', variant: 'success' }),
  });
}
