// Inserts a post as the signed-in member and answers its id and community.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export interface NewPost {
  title: string;
  content: string;
  communityId: number;
  tags: string[];
  imageUrl?: string | null;
}

export async function createPost(input: NewPost): Promise<{ id: number; community_id: number }> {
  const row = unwrap(
    await supabase
      .from('posts')
      .insert({
        title: input.title.trim(),
        content: input.content.trim(),
        community_id: input.communityId,
        tags: input.tags,
        image_url: input.imageUrl || null,
      })
      .select('id, community_id')
      .single(),
  );
  if (!row) throw new Error('insert answered no row');
  return row;
}
