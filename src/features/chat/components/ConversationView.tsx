// An open conversation: header with the partner, the merged history (stored + outbox), live updates, marking read.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { Avatar } from '@/components/ui';
import { ErrorState, PageTitle, QueryState } from '@/components/layout';
import { initialsAvatar } from '@/lib/user';
import type { ChatPartner } from '../api/conversation-query';
import { markReadMutation } from '../api/mark-read-mutation';
import { flattenPages, messagesQuery } from '../api/messages-query';
import { readsQuery } from '../api/reads-query';
import { useConversationLive } from '../api/realtime';
import { relay } from '../api/relay';
import { useOutboxItems, type ChatRuntime } from '../api/runtime';
import { lastStored, mergeMessages } from '../merge';
import { hasUnreadFrom, lastSeenOwnId } from '../seen';
import { BackLink } from './BackLink';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const on = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

export interface ConversationViewProps {
  me: string;
  conversationId: string;
  partner: ChatPartner;
  runtime: ChatRuntime;
}

export function ConversationView({ me, conversationId, partner, runtime }: ConversationViewProps) {
  const history = useInfiniteQuery(messagesQuery(me, conversationId));
  const reads = useQuery(readsQuery(me, conversationId)).data;
  const waiting = useOutboxItems(runtime.outbox, conversationId);
  const { partnerTyping, setTyping } = useConversationLive(me, conversationId, partner.id, runtime);
  const markRead = useMutation(markReadMutation(me, conversationId));
  const visible = useVisible();
  const marked = useRef<string | null>(null);

  const messages = useMemo(() => mergeMessages(flattenPages(history.data), waiting), [history.data, waiting]);
  const partnerRead = reads?.find((r) => r.user_id === partner.id);
  const myRead = reads?.find((r) => r.user_id === me);
  const seenId = lastSeenOwnId(messages, me, partnerRead);

  // Read while shown: whenever the partner's newest message is past one's pointer, move it to the newest message.
  const newest = lastStored(messages);
  const unread = hasUnreadFrom(messages, me, myRead);
  useEffect(() => {
    if (!visible || !unread || !newest || reads === undefined || marked.current === newest.id || markRead.isPending) return;
    marked.current = newest.id;
    markRead.mutate(newest.id, { onError: () => (marked.current = null) });
  }, [visible, unread, newest, reads, markRead]);

  const send = (text: string) => {
    // Shown to the other member at once (the relay); stored by the sender, which may batch it with the next ones.
    relay(runtime.outbox.enqueue(conversationId, text));
    void runtime.sender.flush();
  };
  const retry = (id: string) => {
    runtime.outbox.retry(id);
    void runtime.sender.flush();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageTitle title={`Chat con ${partner.name}`} />
      <header className="flex h-16 shrink-0 items-center gap-2 border-b border-base-300 px-2 sm:px-4">
        <BackLink />
        <Link to="/profile/$userId" params={{ userId: partner.id }} className="flex min-w-0 items-center gap-3 rounded-xl p-1">
          <Avatar src={partner.avatar_url || initialsAvatar(partner.name)} alt="" size={40} />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold" data-testid="chat-partner-name">
              {partner.name}
            </span>
            {partnerTyping ? <span className="text-xs text-primary">Escribiendo…</span> : null}
          </span>
        </Link>
      </header>
      <QueryState query={history} pending={<HistorySkeleton />} error={(error, retry) => <HistoryError message={error.message} onRetry={retry} />}>
        {() => (
          <MessageList
            messages={messages}
            me={me}
            seenId={seenId}
            partnerTyping={partnerTyping}
            hasOlder={history.hasNextPage}
            loadingOlder={history.isFetchingNextPage}
            onLoadOlder={() => void history.fetchNextPage()}
            onRetry={retry}
            onDiscard={(id) => runtime.outbox.remove(id)}
          />
        )}
      </QueryState>
      <Composer onSend={send} onTyping={setTyping} />
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Cargando mensajes" className="flex flex-1 flex-col gap-3 p-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className={`h-10 w-2/3 animate-pulse rounded-2xl bg-base-200 ${i % 2 ? 'self-end' : ''}`} />
      ))}
    </div>
  );
}

function HistoryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex-1 p-4">
      <ErrorState message={message} onRetry={onRetry} />
    </div>
  );
}
