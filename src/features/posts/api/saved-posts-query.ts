// A member's saved posts (Guardados), most recently saved first.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { embedded } from '@/lib/rows';
import { postKeys } from './keys';
import { POST_SELECT, type PostCardData } from './types';

interface SavedRow {
  created_at: string;
  post: PostCardData | null;
}

export function savedPostsQuery(userId: string) {
  return queryOptions({
    queryKey: postKeys.saved(userId),
    // A saved post by a member the viewer blocked is hidden by RLS and embeds as null: embedded() skips it.
    queryFn: () =>
      embedded(
        supabase.from('saved_posts').select(`created_at, post:posts!saved_posts_post_id_fkey(${POST_SELECT})`).eq('user_id', userId).order('created_at', { ascending: false }).overrideTypes<SavedRow[], { merge: false }>(),
        'post',
      ),
  });
}
