// Stores a report ('Denunciar') of a post or comment with its reason.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export async function reportContent(targetType: 'post' | 'comment', targetId: number, reason: string): Promise<void> {
  unwrap(await supabase.from('reports').insert({ target_type: targetType, target_id: String(targetId), reason: reason.trim() }));
}
