// Every comment of a post (oldest first) with its author; the thread nests them by parent_id.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { commentKeys } from './keys';
import { COMMENT_SELECT, type CommentRow } from './types';

export function commentsQuery(postId: number) {
  return queryOptions({
    queryKey: commentKeys.byPost(postId),
    queryFn: (): Promise<CommentRow[]> => {
      if (!Number.isSafeInteger(postId) || postId <= 0) return Promise.resolve([]);
      const query = supabase.from('comments').select(COMMENT_SELECT).eq('post_id', postId);
      return rows(query.order('created_at', { ascending: true }).order('id', { ascending: true }).overrideTypes<CommentRow[], { merge: false }>());
    },
  });
}
