// toggle_block(profile_id): blocks (hides their posts and comments, stops messages) or unblocks; true when now blocked.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export async function toggleBlock(profileId: string): Promise<boolean> {
  return unwrap(await supabase.rpc('toggle_block', { profile_id: profileId })) === true;
}
