// One post with author and community; null when it does not exist (or its author is blocked by the viewer).
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { postKeys } from './keys';
import { POST_SELECT, type PostCardData } from './types';

export function postQuery(id: number) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: async (): Promise<PostCardData | null> => {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      return unwrap(
        await supabase.from('posts').select(POST_SELECT).eq('id', id).maybeSingle().overrideTypes<PostCardData | null, { merge: false }>(),
      );
    },
  });
}
