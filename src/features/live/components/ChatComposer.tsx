// The live chat composer, on useAppForm: Enter sends, Shift+Enter breaks the line, 500 characters with a counter
// (chat-rules.ts), slow-mode note; the text stays on any failure and the database's refusal is shown in Spanish.
// Disabled for visitors and ended events.
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Send, Timer } from 'lucide-react';
import { sendOnEnter, useAppForm } from '@/components/form';
import { Button } from '@/components/ui';
import { toAppError } from '@/lib/errors';
import type { LiveChatMessage } from '../api/types';
import { sendLiveChatMutation } from '../api/send-live-chat-mutation';
import { chatBody, checkChatMessage } from '../chat-rules';
import { CHAT_BODY_MAX, EVENT_ENDED, SIGN_IN_TO_CHAT } from '../constants';
import { timeoutNotice } from '../chat-moderation-rules';

export interface ChatComposerProps {
  eventId: number;
  ended: boolean;
  signedIn: boolean;
  slowModeSeconds: number;
  /** A message the server stored (added to the list before its broadcast arrives). */
  onSent(message: LiveChatMessage): void;
  /** A moderator timed the viewer out until then (epoch ms): the database's refusal shows before they try. */
  timedOutUntil?: number | null;
}

/** The timed-out notice, counting down by the minute and gone when the time is up (keyed by `until`: a new timeout
 * starts a new clock). */
function TimeoutNotice({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const every = setInterval(tick, 15_000);
    const end = setTimeout(tick, Math.max(0, until - Date.now()) + 50);
    return () => {
      clearInterval(every);
      clearTimeout(end);
    };
  }, [until]);
  return timeoutNotice(until, now);
}

export function ChatComposer({ eventId, ended, signedIn, slowModeSeconds, onSent, timedOutUntil = null }: ChatComposerProps) {
  // The database's refusal of the last send (slow mode, ended event…); the rules' message comes from the form.
  const [sendError, setSendError] = useState<string | null>(null);
  // The id of the text being sent: a retry of the same text reuses it, so a send that did arrive is not stored twice.
  const attempt = useRef<{ body: string; id: string } | null>(null);
  const send = useMutation(sendLiveChatMutation(eventId));
  const disabled = ended || !signedIn;
  const notice = ended ? EVENT_ENDED : !signedIn ? SIGN_IN_TO_CHAT : null;
  const f = useAppForm({
    defaultValues: { text: '' },
    busy: send.isPending,
    // The box keeps the focus (and stays editable) while a message is sent.
    disableFields: false,
    guard: () => !disabled,
    checkFields: checkChatMessage,
    onSubmit: ({ text }) => {
      setSendError(null);
      const body = chatBody(text);
      if (!body) return;
      if (attempt.current?.body !== body) attempt.current = { body, id: crypto.randomUUID() };
      const { id } = attempt.current;
      return send.mutateAsync({ id, body }).then(
        (row) => {
          attempt.current = null;
          f.reset();
          onSent({ ...row, sender_name: null, sender_avatar: null });
        },
        (err: unknown) => setSendError(toAppError(err).message),
      );
    },
  });
  const { text } = f.values;
  const error = f.errors.text ?? sendError;

  return (
    <form {...f.formProps} className="flex flex-col gap-2 border-t border-base-300 p-3" aria-label="Enviar un mensaje al chat">
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
          {...f.input('text')}
          disabled={disabled}
          aria-describedby={notice ? `live-chat-notice-${eventId}` : `live-chat-count-${eventId}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            f.setValue('text', e.target.value);
            setSendError(null);
          }}
          onKeyDown={sendOnEnter}
        />
        <Button type="submit" variant="primary" icon aria-label="Enviar mensaje" disabled={disabled || !text.trim()} loading={f.busy}>
          {f.busy ? null : <Send size={18} aria-hidden="true" />}
        </Button>
      </div>
      <div className="flex items-start justify-between gap-2 text-xs">
        <p role="alert" className="text-error" data-testid="chat-error">
          {error ?? (timedOutUntil !== null ? <TimeoutNotice key={timedOutUntil} until={timedOutUntil} /> : null)}
        </p>
        <span id={`live-chat-count-${eventId}`} className="tabular shrink-0 text-base-content/70" aria-label={`${text.length} de ${CHAT_BODY_MAX} caracteres`}>
          {text.length}/{CHAT_BODY_MAX}
        </span>
      </div>
    </form>
  );
}
