// Every comment of a thread (a post's or a reel's), oldest first, with its author; the thread nests them by parent_id.
// A post's thread shares its cache entry with commentsQuery (same key), which the post page's loader prefetches.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { readPostComments } from './comments-query';
import { commentKeys } from './keys';
import type { CommentThread } from './thread';
import { REEL_COMMENT_SELECT, type CommentRow } from './types';

function readReelComments(reelId: number): Promise<CommentRow[]> {
  if (!Number.isSafeInteger(reelId) || reelId <= 0) return Promise.resolve([]);
  const query = supabase.from('comments').select(REEL_COMMENT_SELECT).eq('reel_id', reelId);
  return rows(query.order('created_at', { ascending: true }).order('id', { ascending: true }).overrideTypes<CommentRow[], { merge: false }>());
}

export function threadCommentsQuery(thread: CommentThread) {
  return queryOptions({
    queryKey: commentKeys.byThread(thread),
    queryFn: () => (thread.kind === 'post' ? readPostComments(thread.id) : readReelComments(thread.id)),
  });
}
