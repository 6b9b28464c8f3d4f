// The live chat composer: Enter sends, Shift+Enter breaks the line, 500 characters with a counter, slow-mode note; the
// text stays on any failure and the database's refusal is shown in Spanish. Disabled for visitors and ended events.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Send, Timer } from 'lucide-react';
import { Button } from '@/components/ui';
import { toAppError } from '@/lib/errors';
import type { LiveChatMessage } from '../api/types';
import { sendLiveChatMutation } from '../api/send-live-chat-mutation';
import { checkComposer } from '../chat-messages';
import { CHAT_BODY_MAX, EVENT_ENDED, SIGN_IN_TO_CHAT } from '../constants';

export interface ChatComposerProps {
  eventId: number;
  ended: boolean;
  signedIn: boolean;
  slowModeSeconds: number;
  /** A message the server stored (added to the list before its broadcast arrives). */
  onSent(message: LiveChatMessage): void;
}

export function ChatComposer({ eventId, ended, signedIn, slowModeSeconds, onSent }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The id of the text being sent: a retry of the same text reuses it, so a send that did arrive is not stored twice.
  const attempt = useRef<{ body: string; id: string } | null>(null);
  const send = useMutation(sendLiveChatMutation(eventId));
  const disabled = ended || !signedIn;
  const notice = ended ? EVENT_ENDED : !signedIn ? SIGN_IN_TO_CHAT : null;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (disabled || send.isPending) return;
    const check = checkComposer(text);
    if (!check.ok) {
      setError(check.reason === 'too_long' ? check.message : null);
      return;
    }
    if (attempt.current?.body !== check.body) attempt.current = { body: check.body, id: crypto.randomUUID() };
    const { id, body } = attempt.current;
    setError(null);
    send.mutate(
      { id, body },
      {
        onSuccess: (row) => {
          attempt.current = null;
          setText('');
          onSent({ ...row, sender_name: null, sender_avatar: null });
        },
        onError: (err) => setError(toAppError(err).message),
      },
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-base-300 p-3" aria-label="Enviar un mensaje al chat">
      {slowModeSeconds > 0 && !ended ? (
        <p className="flex items-center gap-1.5 text-xs text-base-content/80" data-testid="slow-mode">
          <Timer size={14} aria-hidden="true" />
          Modo lento: un mensaje cada {slowModeSeconds} s
        </p>
      ) : null}
      {notice ? (
        <p className="text-sm text-base-content/80" data-testid="chat-disabled-reason" id={`live-chat-notice-${eventId}`}>
          {notice}
          {!signedIn && !ended ? (
            <>
              {' '}
              <Link to="/login" search={{ redirect: `/live-event/${eventId}` }} className="link link-primary">
                Iniciar sesión
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={`live-chat-input-${eventId}`} className="sr-only">
          Mensaje para el chat
        </label>
        <textarea
          id={`live-chat-input-${eventId}`}
          className="textarea min-h-11 w-full resize-none rounded-xl"
          rows={2}
          maxLength={CHAT_BODY_MAX}
          placeholder={notice ?? 'Escribe un mensaje…'}
          value={text}
          disabled={disabled}
          aria-describedby={notice ? `live-chat-notice-${eventId}` : `live-chat-count-${eventId}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary" icon aria-label="Enviar mensaje" disabled={disabled || !text.trim()} loading={send.isPending}>
          {send.isPending ? null : <Send size={18} aria-hidden="true" />}
        </Button>
      </div>
      <div className="flex items-start justify-between gap-2 text-xs">
        <p role="alert" className="text-error" data-testid="chat-error">
          {error}
        </p>
        <span id={`live-chat-count-${eventId}`} className="tabular shrink-0 text-base-content/70" aria-label={`${text.length} de ${CHAT_BODY_MAX} caracteres`}>
          {text.length}/{CHAT_BODY_MAX}
        </span>
      </div>
    </form>
  );
}
