// toggle_save_post(post_id): saves or unsaves; true when now saved.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export async function toggleSavePost(postId: number): Promise<boolean> {
  return unwrap(await supabase.rpc('toggle_save_post', { post_id: postId })) === true;
}
