// Merging message lists: one entry per id, stored rows in (created_at, id) order, outbox entries after them.
import type { ChatMessage } from './types';

/**
 * A sortable number for a Postgres timestamp with microseconds ('…T10:00:00.123456+00:00'); Date keeps only
 * milliseconds, and two messages of one millisecond must still sort by the server's order.
 */
export function timeKey(ts: string): number {
  const ms = Date.parse(ts);
  if (Number.isNaN(ms)) return 0;
  const fraction = /\.(\d+)/.exec(ts)?.[1] ?? '';
  const micros = Number((fraction + '000000').slice(3, 6));
  return ms * 1000 + micros;
}

/** Stored-message order: created_at, then id (the database's (created_at, id) index order). */
export function compareMessages(a: Pick<ChatMessage, 'created_at' | 'id'>, b: Pick<ChatMessage, 'created_at' | 'id'>): number {
  const d = timeKey(a.created_at) - timeKey(b.created_at);
  if (d !== 0) return d;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function isStored(m: ChatMessage): boolean {
  return m.status === undefined;
}

/**
 * Merges lists into one without duplicates: a stored row wins over an outbox entry with the same id (the send
 * went through), stored rows come in (created_at, id) order, and outbox entries follow them in the order written.
 */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const list of lists) {
    for (const m of list) {
      const seen = byId.get(m.id);
      if (!seen || (isStored(m) && !isStored(seen))) byId.set(m.id, m);
      else if (!isStored(seen) && !isStored(m)) byId.set(m.id, m);
    }
  }
  const all = [...byId.values()];
  const stored = all.filter(isStored).sort(compareMessages);
  const waiting = all.filter((m) => !isStored(m)).sort((a, b) => timeKey(a.created_at) - timeKey(b.created_at));
  return [...stored, ...waiting];
}

/** Takes back a message seen only through the writer's relay (its writer could not store it); stored rows stay. */
export function withdrawRelayed(messages: readonly ChatMessage[], id: string): ChatMessage[] {
  return messages.filter((m) => m.id !== id || m.status !== 'relayed');
}

/** The newest stored message: the cursor for fetching what came after it. */
export function lastStored(messages: readonly ChatMessage[]): ChatMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (isStored(messages[i])) return messages[i];
  return undefined;
}
