// One outbox and one sender per member for the whole app (the chat page, the shell's background flusher and every
// conversation share them), with hooks for React: the runtime, its entries for one conversation.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Outbox, outboxKey, type OutboxItem } from '../outbox';
import { createSender, type Sender } from '../sender';
import { addMessages } from './messages-query';
import { chatKeys } from './keys';
import { sendMessages } from './send-messages';
import { withdraw } from './relay';

export interface ChatRuntime {
  outbox: Outbox;
  sender: Sender;
}

const runtimes = new Map<string, ChatRuntime>();
let currentClient: QueryClient | null = null;

export function chatRuntime(me: string, queryClient: QueryClient): ChatRuntime {
  currentClient = queryClient;
  let runtime = runtimes.get(me);
  if (!runtime) {
    const outbox = new Outbox(window.localStorage, me);
    const sender = createSender({
      outbox,
      send: sendMessages,
      onSent: (row) => {
        if (!currentClient) return;
        addMessages(currentClient, me, row.conversation_id, [row]);
        void currentClient.invalidateQueries({ queryKey: chatKeys.contactsAll(me) });
      },
      // The reader may already show it through the relay: take it back there.
      onRefused: (item) => withdraw(item),
      isOnline: () => navigator.onLine !== false,
    });
    runtime = { outbox, sender };
    runtimes.set(me, runtime);
  }
  return runtime;
}

/** The member's runtime; while mounted, coming back online and another tab's outbox changes trigger a send. */
export function useChatRuntime(me: string): ChatRuntime {
  const queryClient = useQueryClient();
  const runtime = chatRuntime(me, queryClient);
  useEffect(() => {
    const flush = () => void runtime.sender.flush();
    const onStorage = (e: StorageEvent) => {
      if (e.key === outboxKey(me)) runtime.outbox.changedElsewhere();
    };
    window.addEventListener('online', flush);
    window.addEventListener('storage', onStorage);
    flush();
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('storage', onStorage);
    };
  }, [runtime, me]);
  return runtime;
}

/** The outbox entries of one conversation, live. */
export function useOutboxItems(outbox: Outbox, conversationId: string | undefined): OutboxItem[] {
  const all = useSyncExternalStore(
    (l) => outbox.subscribe(l),
    () => outbox.list(),
  );
  return useMemo(() => (conversationId ? all.filter((m) => m.conversation_id === conversationId) : []), [all, conversationId]);
}
