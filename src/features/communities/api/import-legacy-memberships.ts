// Imports the legacy browser list of joined communities for one user into memberships, then forgets the list.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { legacyJoinedKeys, parseLegacyJoined } from '../legacy';

/** Returns how many community ids were imported (0 when there was nothing to import). Idempotent. */
export async function importLegacyMemberships(userId: string, storage: Storage = window.localStorage): Promise<number> {
  const keys = legacyJoinedKeys(userId).filter((k) => storage.getItem(k) !== null);
  if (!keys.length) return 0;
  const ids = [...new Set(keys.flatMap((k) => parseLegacyJoined(storage.getItem(k))))];
  let imported = 0;
  if (ids.length) {
    // Ids of communities that no longer exist are skipped instead of failing the whole insert.
    const existing = unwrap(await supabase.from('communities').select('id').in('id', ids)) ?? [];
    const rows = existing.map((c) => ({ user_id: userId, community_id: c.id }));
    if (rows.length) {
      // ON CONFLICT DO NOTHING: a community already joined stays as it is (import twice = import once).
      unwrap(await supabase.from('memberships').upsert(rows, { onConflict: 'user_id,community_id', ignoreDuplicates: true }));
    }
    imported = rows.length;
  }
  // Only after the database has them: a failure above leaves the list for the next sign-in.
  for (const k of keys) storage.removeItem(k);
  return imported;
}
