// The up to 3 featured comments a post card shows when its comment panel opens (most voted, then oldest; deleted ones left out).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { postKeys } from './keys';
import type { PostAuthor } from './types';

export const COMMENT_PREVIEW_SIZE = 3;

export interface PreviewComment {
  id: number;
  content: string;
  created_at: string;
  author: Pick<PostAuthor, 'id' | 'name' | 'avatar_url'> | null;
}

export function commentPreviewQuery(postId: number) {
  return queryOptions({
    queryKey: postKeys.commentPreview(postId),
    queryFn: () => {
      const query = supabase.from('comments').select('id, content, created_at, author:profiles!comments_author_id_fkey(id, name, avatar_url)');
      const top = query.eq('post_id', postId).is('parent_id', null).is('deleted_at', null).order('upvotes', { ascending: false }).order('created_at', { ascending: true });
      return rows(top.limit(COMMENT_PREVIEW_SIZE).overrideTypes<PreviewComment[], { merge: false }>());
    },
  });
}
