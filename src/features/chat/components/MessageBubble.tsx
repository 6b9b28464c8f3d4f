// One message: own on the right, the other member's on the left; pending shows a clock, failed says why with 'Reintentar';
// one a moderator hid carries 'Retirado por moderación' for its writer.
import { format } from 'date-fns/format';
import { Clock, RotateCcw, Trash2 } from 'lucide-react';
import type { ChatMessage } from '../types';
import { ModerationLabel, moderationNote } from '@/components/ui/moderation-label';

export interface BubbleProps {
  message: ChatMessage;
  own: boolean;
  seen: boolean;
  onRetry(id: string): void;
  onDiscard(id: string): void;
}

export function MessageBubble({ message, own, seen, onRetry, onDiscard }: BubbleProps) {
  // A relayed message is the other member's, already on its way to storage: it reads as sent.
  const status = !message.status || message.status === 'relayed' ? 'sent' : message.status;
  return (
    <li
      data-testid="chat-message"
      data-status={status}
      data-own={own}
      className={`flex flex-col gap-0.5 ${own ? 'items-end' : 'items-start'}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 sm:max-w-[70%] ${
          own ? 'rounded-br-md bg-primary text-primary-content' : 'rounded-bl-md bg-base-200 text-base-content'
        } ${status === 'failed' ? 'opacity-80 ring-2 ring-error' : ''}`}
      >
        {/* Plain text: React escapes it, so HTML in a message shows as written and never runs. */}
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
      </div>
      {message.hidden_by_moderation ? <ModerationLabel note={moderationNote(own)} /> : null}
      <div className="flex items-center gap-1.5 px-1 text-xs text-base-content/70">
        {status === 'pending' ? (
          <>
            <Clock size={12} aria-hidden="true" />
            <span>Enviando…</span>
          </>
        ) : status === 'failed' ? null : (
          <time dateTime={message.created_at}>{format(new Date(message.created_at), 'HH:mm')}</time>
        )}
        {seen ? (
          <span data-testid="chat-seen" className="font-medium">
            · Visto
          </span>
        ) : null}
      </div>
      {status === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-2 px-1 text-xs">
          <span className="text-error">No se envió: {message.error ?? 'Ocurrió un error inesperado.'}</span>
          <button type="button" className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline" onClick={() => onRetry(message.id)}>
            <RotateCcw size={12} aria-hidden="true" />
            Reintentar
          </button>
          <button type="button" className="inline-flex items-center gap-1 text-base-content/70 underline-offset-2 hover:underline" onClick={() => onDiscard(message.id)}>
            <Trash2 size={12} aria-hidden="true" />
            Descartar
          </button>
        </div>
      ) : null}
    </li>
  );
}
