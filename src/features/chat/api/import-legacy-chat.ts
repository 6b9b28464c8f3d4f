// Imports the member's legacy browser chat histories once (import_legacy_chat per pair); see ../legacy.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { importLegacyChats } from '../legacy';

export function importLegacyChat(me: string, storage: Storage = window.localStorage): Promise<number> {
  return importLegacyChats(storage, me, async (otherUserId, history) =>
    unwrap(await supabase.rpc('import_legacy_chat', { other_user_id: otherUserId, history: history as never })) ?? 0,
  );
}
