// The read behind the author and community post lists: posts matching one column, newest first, with author and community.
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { POST_SELECT, type PostCardData } from './types';

export function newestPosts(column: 'author_id' | 'community_id', value: string | number): Promise<PostCardData[]> {
  const query = supabase.from('posts').select(POST_SELECT).eq(column, value);
  return rows(query.order('created_at', { ascending: false }).order('id', { ascending: false }).overrideTypes<PostCardData[], { merge: false }>());
}
