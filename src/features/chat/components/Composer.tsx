// The message box: Enter sends, Shift+Enter starts a new line, blank text is ignored, 4000 characters at most.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui';
import { messageOf } from '@/lib/errors';

export const MAX_MESSAGE_LENGTH = 4000;
const COUNTER_FROM = 3500;
export const TOO_LONG_MESSAGE = messageOf('message_too_long');

export interface ComposerProps {
  /** Takes the trimmed text; the composer empties itself afterwards. */
  onSend(text: string): void;
  onTyping(active: boolean): void;
  disabled?: boolean;
  disabledReason?: string;
}

export function Composer({ onSend, onTyping, disabled, disabledReason }: ComposerProps) {
  const [text, setText] = useState('');
  const counterId = useId();
  const length = text.trim().length;
  const tooLong = length > MAX_MESSAGE_LENGTH;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body || tooLong || disabled) return;
    onSend(body);
    setText('');
    onTyping(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-base-300 p-3" aria-label="Enviar mensaje">
      {disabled && disabledReason ? <p className="pb-2 text-sm text-base-content/80">{disabledReason}</p> : null}
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${counterId}-input`}>
          Escribe un mensaje
        </label>
        <textarea
          id={`${counterId}-input`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onTyping(e.target.value.trim().length > 0);
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
          rows={Math.min(5, Math.max(1, text.split('\n').length))}
          placeholder="Escribe un mensaje..."
          aria-invalid={tooLong || undefined}
          aria-describedby={length > COUNTER_FROM ? counterId : undefined}
          className="min-h-11 flex-1 resize-none rounded-xl border border-base-300 bg-base-100 px-3 py-2.5 leading-snug focus:border-primary focus:outline-2 focus:outline-primary/40 disabled:cursor-not-allowed disabled:bg-base-200"
        />
        <Button type="submit" variant="primary" icon aria-label="Enviar mensaje" disabled={disabled || !length || tooLong}>
          <SendHorizontal size={20} aria-hidden="true" />
        </Button>
      </div>
      {length > COUNTER_FROM ? (
        <p id={counterId} className={`pt-1 text-right text-xs tabular-nums ${tooLong ? 'text-error' : 'text-base-content/70'}`} aria-live="polite">
          {tooLong ? `${TOO_LONG_MESSAGE} ` : null}
          {length}/{MAX_MESSAGE_LENGTH}
        </p>
      ) : null}
    </form>
  );
}
