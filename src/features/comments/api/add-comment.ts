// Inserts a comment (or a reply when parentId is given) as the signed-in member.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export async function addComment(postId: number, content: string, parentId: number | null = null): Promise<{ id: number }> {
  const row = unwrap(
    await supabase.from('comments').insert({ post_id: postId, parent_id: parentId, content: content.trim() }).select('id').single(),
  );
  if (!row) throw new Error('insert answered no row');
  return row;
}
