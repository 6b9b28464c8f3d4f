// A 'chat' broadcast is only a hint: the message shown is the stored row read back by id (ids heard within a short
// window are read together), so a forged payload can never put words under anyone's name.
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { CHAT_COLUMNS, messageFromRow, type ChatRow } from './live-chat-query';
import type { LiveChatMessage } from './types';

/** How long ids are gathered before one read confirms them all. */
const GATHER_MS = 50;
/** At most this many ids per read (a flood of hints cannot build one huge request). */
const MAX_IDS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChatConfirmer {
  /** A broadcast named this message id. */
  hint(payload: unknown): void;
  stop(): void;
}

/** Confirms hinted ids of the event's chat against live_chat_messages and hands each stored row to `onConfirmed`. */
export function chatConfirmer(eventId: number, onConfirmed: (m: LiveChatMessage) => void): ChatConfirmer {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const read = async (ids: string[]) => {
    const rows = unwrap(await supabase.from('live_chat_messages').select(CHAT_COLUMNS).eq('event_id', eventId).in('id', ids)) as unknown as ChatRow[];
    if (!stopped) for (const row of rows) onConfirmed(messageFromRow(row));
  };
  const flush = () => {
    timer = undefined;
    const ids = [...pending];
    pending = new Set();
    for (let i = 0; i < ids.length; i += MAX_IDS) void read(ids.slice(i, i + MAX_IDS)).catch(() => undefined);
  };

  return {
    hint(payload) {
      const id = (payload as { id?: unknown } | null)?.id;
      if (stopped || typeof id !== 'string' || !UUID.test(id) || pending.size >= MAX_IDS * 10) return;
      pending.add(id);
      timer ??= setTimeout(flush, GATHER_MS);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
