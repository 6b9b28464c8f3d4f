// The legacy app's chat history (browser storage, one key per pair of user ids), imported once per member.
//
// Key format: the spec only says the key is "built from both ids"; we read `chat_<idA>_<idB>` with the two ids
// sorted (what legacyChatKey writes) and accept the unsorted order too. Values: [{id, senderId, text, timestamp}].
// The legacy key is never deleted: import_legacy_chat stores only the caller's own messages, so the other member
// of the pair, signing in on the same browser, still needs it. A per-member marker keeps the import from repeating.
import { storedArray } from '@/lib/legacy-storage';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^chat_(${UUID})_(${UUID})$`, 'i');

export function legacyChatKey(a: string, b: string): string {
  const [low, high] = [a, b].sort();
  return `chat_${low}_${high}`;
}

export function importedMarkerKey(memberId: string): string {
  return `nexo:chat-legacy-imported:${memberId}`;
}

export interface LegacyChat {
  key: string;
  otherUserId: string;
}

/** The member's legacy histories still to import (either id order), skipping those already done. */
export function findLegacyChats(storage: Storage, memberId: string): LegacyChat[] {
  const done = new Set(readImported(storage, memberId));
  const found: LegacyChat[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    const match = key ? KEY.exec(key) : null;
    if (!key || !match || done.has(key)) continue;
    const [a, b] = [match[1].toLowerCase(), match[2].toLowerCase()];
    const me = memberId.toLowerCase();
    if (a === b || (a !== me && b !== me)) continue;
    found.push({ key, otherUserId: a === me ? b : a });
  }
  return found;
}

export interface LegacyMessage {
  id?: string | number;
  senderId: string;
  text: string;
  timestamp?: string | number;
}

/** The messages of a stored history; anything malformed is dropped (a broken value yields nothing). */
export function parseLegacyHistory(raw: string | null): LegacyMessage[] {
  const value = storedArray(raw);
  return value.flatMap((m: unknown) => {
    if (typeof m !== 'object' || m === null) return [];
    const { id, senderId, text, timestamp } = m as Record<string, unknown>;
    if (typeof senderId !== 'string' || typeof text !== 'string' || !text.trim()) return [];
    const ts = typeof timestamp === 'number' ? new Date(timestamp).toISOString() : typeof timestamp === 'string' ? timestamp : undefined;
    return [{ id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined, senderId, text, timestamp: ts }];
  });
}

function readImported(storage: Storage, memberId: string): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(importedMarkerKey(memberId)) ?? '[]');
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function markImported(storage: Storage, memberId: string, key: string): void {
  storage.setItem(importedMarkerKey(memberId), JSON.stringify([...new Set([...readImported(storage, memberId), key])]));
}

/** Codes after which trying again can never succeed: the pair is done (nothing to import from this key). */
const FINAL_CODES = new Set(['cannot_chat_with_self', 'messaging_blocked', 'invalid_chat_history', '23503', '22P02']);

/**
 * Imports every pending legacy history of the member through `importOne` (rpc import_legacy_chat). A key is marked
 * done only after the import succeeded (or was refused for good); a network failure leaves it for the next time.
 * Returns how many messages were added.
 */
export async function importLegacyChats(
  storage: Storage,
  memberId: string,
  importOne: (otherUserId: string, history: LegacyMessage[]) => Promise<number>,
): Promise<number> {
  let added = 0;
  for (const { key, otherUserId } of findLegacyChats(storage, memberId)) {
    const history = parseLegacyHistory(storage.getItem(key)).filter((m) => m.senderId.toLowerCase() === memberId.toLowerCase());
    if (history.length) {
      try {
        added += await importOne(otherUserId, history);
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (!code || !FINAL_CODES.has(code)) continue;
      }
    }
    markImported(storage, memberId, key);
  }
  return added;
}
