// The conversation's scrollable history: day separators, bubbles, 'Visto', typing; loads older pages at the top
// keeping the reader's place, and follows new messages when the reader is at the bottom (or wrote them).
import { useLayoutEffect, useRef } from 'react';
import { Button, Spinner } from '@/components/ui';
import { groupByDay } from '../day-groups';
import type { ChatMessage } from '../types';
import { MessageBubble } from './MessageBubble';

export interface MessageListProps {
  messages: ChatMessage[];
  me: string;
  seenId?: string;
  partnerTyping: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onRetry(id: string): void;
  onDiscard(id: string): void;
}

const NEAR = 120;

export function MessageList({ messages, me, seenId, partnerTyping, hasOlder, loadingOlder, onLoadOlder, onRetry, onDiscard }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<{ first?: string; last?: string; height: number; top: number; nearBottom: boolean }>({ height: 0, top: 0, nearBottom: true });

  const remember = () => {
    const el = box.current;
    if (!el) return;
    before.current = {
      first: messages[0]?.id,
      last: messages[messages.length - 1]?.id,
      height: el.scrollHeight,
      top: el.scrollTop,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR,
    };
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = before.current;
    const first = messages[0]?.id;
    const last = messages[messages.length - 1];
    if (!prev.first) el.scrollTop = el.scrollHeight;
    else if (first !== prev.first && last?.id === prev.last) el.scrollTop = el.scrollHeight - prev.height + prev.top;
    else if (last?.id !== prev.last && (prev.nearBottom || last?.sender_id === me)) el.scrollTop = el.scrollHeight;
    else if (partnerTyping && prev.nearBottom) el.scrollTop = el.scrollHeight;
    remember();
    // remember reads the latest messages through the closure of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages, partnerTyping, me]);

  const onScroll = () => {
    const el = box.current;
    if (el && el.scrollTop < NEAR && hasOlder && !loadingOlder) onLoadOlder();
    remember();
  };

  const groups = groupByDay(messages);
  return (
    <div ref={box} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5" data-testid="chat-history">
      {hasOlder ? (
        <div className="flex justify-center pb-3">
          {loadingOlder ? (
            <Spinner label="Cargando mensajes anteriores" />
          ) : (
            <Button variant="ghost" size="sm" onClick={onLoadOlder}>
              Cargar mensajes anteriores
            </Button>
          )}
        </div>
      ) : messages.length ? (
        <p className="pb-3 text-center text-xs text-base-content/60">Inicio de la conversación</p>
      ) : null}
      {!messages.length ? <p className="py-10 text-center text-base-content/70">Todavía no hay mensajes. ¡Escribe el primero!</p> : null}
      {groups.map((g) => (
        <section key={g.day} aria-label={g.label}>
          <h2 className="sticky top-0 z-10 flex justify-center py-2">
            <span data-testid="chat-day" className="rounded-full bg-base-100/90 px-3 py-0.5 text-xs font-medium text-base-content/70 shadow-sm">
              {g.label}
            </span>
          </h2>
          <ol className="flex flex-col gap-2">
            {g.items.map((m) => (
              <MessageBubble key={m.id} message={m} own={m.sender_id === me} seen={m.id === seenId} onRetry={onRetry} onDiscard={onDiscard} />
            ))}
          </ol>
        </section>
      ))}
      <div aria-live="polite" className="min-h-6 pt-2 text-sm italic text-base-content/70">
        {partnerTyping ? <span data-testid="chat-typing">Escribiendo…</span> : null}
      </div>
    </div>
  );
}
