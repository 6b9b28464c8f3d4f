// Posts written by one member, newest first, with author and community.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { postKeys } from './keys';
import { POST_SELECT, type PostCardData } from './types';

export function postsByAuthorQuery(authorId: string) {
  return queryOptions({
    queryKey: postKeys.byAuthor(authorId),
    queryFn: async (): Promise<PostCardData[]> =>
      unwrap(
        await supabase
          .from('posts')
          .select(POST_SELECT)
          .eq('author_id', authorId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .overrideTypes<PostCardData[], { merge: false }>(),
      ) ?? [],
  });
}
