// Imports the member's own entries of the legacy browser list (liveQACreatorApplications) once, as a pending application.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { Json } from '@/types/database';
import { LEGACY_KEY, importedMarkerKey, ownLegacyEntries } from '../legacy';

/** Returns how many applications were added (0 or 1). The marker is set only after the database accepted the import. */
export async function importLegacyHostApplications(userId: string, storage: Storage = window.localStorage): Promise<number> {
  if (storage.getItem(importedMarkerKey(userId)) !== null) return 0;
  const entries = ownLegacyEntries(storage.getItem(LEGACY_KEY), userId);
  let added = 0;
  if (entries.length) {
    added = unwrap(await supabase.rpc('import_legacy_host_applications', { entries: entries as Json })) ?? 0;
  }
  // The shared list stays for the other members of this browser; this member is done.
  if (entries.length || storage.getItem(LEGACY_KEY) !== null) storage.setItem(importedMarkerKey(userId), new Date().toISOString());
  return added;
}
