// A post's comments (oldest first) with their authors; the post page's loader prefetches it. Kept apart from the reel
// threads (thread-comments-query) so the loader, which ships with the first bundle, carries only what posts need.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { commentKeys } from './keys';
import { COMMENT_SELECT, type CommentRow } from './types';

/** The read itself (the thread query of a post uses it too). */
export function readPostComments(postId: number): Promise<CommentRow[]> {
  if (!Number.isSafeInteger(postId) || postId <= 0) return Promise.resolve([]);
  const query = supabase.from('comments').select(COMMENT_SELECT).eq('post_id', postId);
  return rows(query.order('created_at', { ascending: true }).order('id', { ascending: true }).overrideTypes<CommentRow[], { merge: false }>());
}

export function commentsQuery(postId: number) {
  return queryOptions({ queryKey: commentKeys.byPost(postId), queryFn: () => readPostComments(postId) });
}
