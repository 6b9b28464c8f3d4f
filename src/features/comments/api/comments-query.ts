// Every comment of a post (oldest first) with its author; the thread nests them by parent_id.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { commentKeys } from './keys';
import { COMMENT_SELECT, type CommentRow } from './types';

export function commentsQuery(postId: number) {
  return queryOptions({
    queryKey: commentKeys.byPost(postId),
    queryFn: async (): Promise<CommentRow[]> =>
      unwrap(
        await supabase
          .from('comments')
          .select(COMMENT_SELECT)
          .eq('post_id', postId)
          .order('created_at', { ascending: true })
          .order('id', { ascending: true })
          .overrideTypes<CommentRow[], { merge: false }>(),
      ) ?? [],
  });
}
