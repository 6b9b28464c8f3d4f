// The message box, on useAppForm: Enter sends, Shift+Enter starts a new line, blank text is ignored, 4000 characters
// at most (message-rules.ts). Sending only hands the text over (the outbox stores it), so the box keeps the focus.
import { useId } from 'react';
import { SendHorizontal } from 'lucide-react';
import { sendOnEnter, useAppForm } from '@/components/form';
import { Button } from '@/components/ui';
import { checkMessage, MAX_MESSAGE_LENGTH, messageBody } from '../message-rules';

const COUNTER_FROM = 3500;

export interface ComposerProps {
  /** Takes the trimmed text; the composer empties itself afterwards. */
  onSend(text: string): void;
  onTyping(active: boolean): void;
  disabled?: boolean;
  disabledReason?: string;
}

export function Composer({ onSend, onTyping, disabled, disabledReason }: ComposerProps) {
  const f = useAppForm({
    defaultValues: { text: '' },
    guard: () => !disabled,
    checkFields: checkMessage,
    onSubmit: ({ text }) => {
      const body = messageBody(text);
      if (!body) return;
      onSend(body);
      f.reset();
      onTyping(false);
    },
  });
  const counterId = useId();
  const { text } = f.values;
  const length = text.trim().length;
  // The limit shows while typing, before any send (the counter and its message).
  const tooLong = checkMessage(f.values).text;

  return (
    <form {...f.formProps} className="border-t border-base-300 p-3" aria-label="Enviar mensaje">
      {disabled && disabledReason ? <p className="pb-2 text-sm text-base-content/80">{disabledReason}</p> : null}
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${counterId}-input`}>
          Escribe un mensaje
        </label>
        <textarea
          id={`${counterId}-input`}
          {...f.input('text')}
          onChange={(e) => {
            f.setValue('text', e.target.value);
            onTyping(e.target.value.trim().length > 0);
          }}
          onKeyDown={sendOnEnter}
          disabled={disabled}
          rows={Math.min(5, Math.max(1, text.split('\n').length))}
          placeholder="Escribe un mensaje..."
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={length > COUNTER_FROM ? counterId : undefined}
          className="min-h-11 flex-1 resize-none rounded-xl border border-base-300 bg-base-100 px-3 py-2.5 leading-snug focus:border-primary focus:outline-2 focus:outline-primary/40 disabled:cursor-not-allowed disabled:bg-base-200"
        />
        <Button type="submit" variant="primary" icon aria-label="Enviar mensaje" disabled={disabled || !length || !!tooLong}>
          <SendHorizontal size={20} aria-hidden="true" />
        </Button>
      </div>
      {length > COUNTER_FROM ? (
        <p id={counterId} className={`pt-1 text-right text-xs tabular-nums ${tooLong ? 'text-error' : 'text-base-content/70'}`} aria-live="polite">
          {tooLong ? `${tooLong} ` : null}
          {length}/{MAX_MESSAGE_LENGTH}
        </p>
      ) : null}
    </form>
  );
}
