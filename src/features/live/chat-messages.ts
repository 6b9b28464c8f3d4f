// Live chat list logic: merge history, broadcasts and own sends by id (the newest copy wins), in (created_at, id) order;
// read a 'chat' broadcast payload (the composer's rules are chat-rules.ts).
import type { LiveChatMessage } from './api/types';

function compare(a: LiveChatMessage, b: LiveChatMessage): number {
  const ta = Date.parse(a.created_at);
  const tb = Date.parse(b.created_at);
  if (ta !== tb) return ta - tb;
  // Timestamps that differ only below the millisecond compare as text (same offset format from one server).
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** One list from several sources: each id once (a later source replaces an earlier copy), oldest first, the last `limit`. */
export function mergeMessages(limit: number, ...sources: readonly (readonly LiveChatMessage[])[]): LiveChatMessage[] {
  const byId = new Map<string, LiveChatMessage>();
  for (const list of sources) for (const m of list) byId.set(m.id, m);
  const all = [...byId.values()].sort(compare);
  return all.length > limit ? all.slice(all.length - limit) : all;
}

/** A 'chat' broadcast payload as a message, or null when it is not one. */
export function messageFromPayload(payload: unknown): LiveChatMessage | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.id !== 'string' || typeof p.body !== 'string' || typeof p.created_at !== 'string' || typeof p.user_id !== 'string') return null;
  return {
    id: p.id,
    event_id: Number(p.event_id),
    user_id: p.user_id,
    body: p.body,
    created_at: p.created_at,
    sender_name: typeof p.sender_name === 'string' ? p.sender_name : null,
    sender_avatar: typeof p.sender_avatar === 'string' ? p.sender_avatar : null,
  };
}
