// Every comment of a post or a reel (oldest first) with its author; the thread nests them by parent_id.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { commentKeys } from './keys';
import { postThread, type CommentThread } from './thread';
import { COMMENT_SELECT, REEL_COMMENT_SELECT, type CommentRow } from './types';

function readThread(thread: CommentThread): Promise<CommentRow[]> {
  if (!Number.isSafeInteger(thread.id) || thread.id <= 0) return Promise.resolve([]);
  if (thread.kind === 'post') {
    const query = supabase.from('comments').select(COMMENT_SELECT).eq('post_id', thread.id);
    return rows(query.order('created_at', { ascending: true }).order('id', { ascending: true }).overrideTypes<CommentRow[], { merge: false }>());
  }
  const query = supabase.from('reel_comments').select(REEL_COMMENT_SELECT).eq('reel_id', thread.id);
  return rows(query.order('created_at', { ascending: true }).order('id', { ascending: true }).overrideTypes<CommentRow[], { merge: false }>());
}

export function threadCommentsQuery(thread: CommentThread) {
  return queryOptions({ queryKey: commentKeys.byThread(thread), queryFn: () => readThread(thread) });
}

/** A post's comments (the post page prefetches this one). */
export function commentsQuery(postId: number) {
  return threadCommentsQuery(postThread(postId));
}
