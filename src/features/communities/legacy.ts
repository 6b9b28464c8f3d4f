// Legacy browser storage of joined communities (one key per user id), read once after sign-in and imported.
import { storedArray } from '@/lib/legacy-storage';

/** The key the earlier, browser-only version used; a second spelling is accepted as well. */
export function legacyJoinedKeys(userId: string): string[] {
  return [`joinedCommunities_${userId}`, `joined_communities_${userId}`];
}

/** Community ids from a stored value: a JSON array of numbers or numeric strings; anything else yields nothing. */
export function parseLegacyJoined(raw: string | null): number[] {
  const value = storedArray(raw);
  const ids = new Set<number>();
  for (const item of value) {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : NaN;
    if (Number.isSafeInteger(n) && n > 0) ids.add(n);
  }
  return [...ids];
}
