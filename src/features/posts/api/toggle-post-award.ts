// toggle_post_award(post_id): awards the post's author or withdraws the award; true when now awarded.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export async function togglePostAward(postId: number): Promise<boolean> {
  return unwrap(await supabase.rpc('toggle_post_award', { post_id: postId })) === true;
}
