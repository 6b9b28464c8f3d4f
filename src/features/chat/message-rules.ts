// The rules of a direct message: blank text is ignored without a word, more than 4000 characters is refused with the
// Spanish limit message under the box (the database refuses the same).
import type { FieldErrors } from '@/components/form';
import { messageOf } from '@/lib/errors';

export const MAX_MESSAGE_LENGTH = 4000;
export const TOO_LONG_MESSAGE = messageOf('message_too_long');

/** What a message sends: the trimmed text, or null when it is blank (nothing is sent). */
export function messageBody(text: string): string | null {
  return text.trim() || null;
}

/** The limit, checked on every edit (the counter) and on send. */
export function checkMessage({ text }: { text: string }): FieldErrors {
  return text.trim().length > MAX_MESSAGE_LENGTH ? { text: TOO_LONG_MESSAGE } : {};
}
