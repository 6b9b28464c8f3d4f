// The live chat panel: history plus what arrives live (merged by id, less what moderation removed), kept scrolled to the
// newest, and the composer.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { QueryState, SkeletonList } from '@/components/layout';
import { liveChatQuery } from '../api/live-chat-query';
import type { LiveChatMessage } from '../api/types';
import { mergeMessages } from '../chat-messages';
import { CHAT_SCREEN_SIZE } from '../constants';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';

export interface LiveChatProps {
  eventId: number;
  ended: boolean;
  userId: string | null;
  slowModeSeconds: number;
  /** Messages that arrived on the channel or were just sent, merged over the history. */
  live: readonly LiveChatMessage[];
  onSent(message: LiveChatMessage): void;
  /** Messages moderation removed while the page was open (a 'chat_delete' broadcast or the moderator's own delete). */
  removed: ReadonlySet<string>;
  /** The viewer is the host or staff: called with the id of a message they deleted. */
  onModeratorRemoved?: (id: string) => void;
  /** When the viewer, timed out of this chat, may write again (epoch ms). */
  timedOutUntil: number | null;
}

export function LiveChat({ eventId, ended, userId, slowModeSeconds, live, onSent, removed, onModeratorRemoved, timedOutUntil }: LiveChatProps) {
  const history = useQuery(liveChatQuery(eventId));
  return (
    <section className="flex h-full min-h-[24rem] flex-col overflow-hidden rounded-2xl border border-base-300 bg-base-100 shadow-sm lg:max-h-[calc(100vh-8rem)]" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title" className="flex items-center gap-2 border-b border-base-300 px-4 py-3 text-lg font-semibold">
        <MessagesSquare size={20} aria-hidden="true" />
        Chat en vivo
      </h2>
      <div className="min-h-0 flex-1">
        <QueryState query={history} pending={<div className="p-4"><SkeletonList count={4} className="h-10 bg-base-300/60" label="Cargando chat" /></div>}>
          {(rows) => (
            <MessageList messages={mergeMessages(CHAT_SCREEN_SIZE, rows, live).filter((m) => !removed.has(m.id))} userId={userId} onModeratorRemoved={onModeratorRemoved} />
          )}
        </QueryState>
      </div>
      <ChatComposer eventId={eventId} ended={ended} signedIn={!!userId} slowModeSeconds={slowModeSeconds} onSent={onSent} timedOutUntil={timedOutUntil} />
    </section>
  );
}

function MessageList({ messages, userId, onModeratorRemoved }: { messages: LiveChatMessage[]; userId: string | null; onModeratorRemoved?: (id: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // Follow the newest message unless the reader has scrolled up to read older ones.
  const pinned = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  return (
    <div
      ref={box}
      className="h-full max-h-[28rem] overflow-y-auto p-4 lg:max-h-none"
      tabIndex={0}
      aria-label="Mensajes del chat"
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {messages.length ? (
        // The live region wraps the list: a list that is itself a 'log' would no longer be a list for its items.
        <div role="log" aria-live="polite">
          <ol className="flex flex-col gap-3" data-testid="live-chat-list">
            {messages.map((m) => (
              <ChatMessageItem key={m.id} message={m} own={m.user_id === userId} onModeratorRemoved={onModeratorRemoved} />
            ))}
          </ol>
        </div>
      ) : (
        <p className="py-8 text-center text-sm text-base-content/70" data-testid="live-chat-empty">
          Aún no hay mensajes. ¡Sé el primero en saludar!
        </p>
      )}
    </div>
  );
}
