// The rules of a live chat message: blank text is ignored without a word, more than 500 characters is refused with the
// database's own Spanish message under the box.
import type { FieldErrors } from '@/components/form';
import * as sqlText from '@/lib/error-texts.gen';
import { CHAT_BODY_MAX } from './constants';

/** What a message sends: the trimmed text, or null when it is blank (nothing is sent). */
export function chatBody(text: string): string | null {
  return text.trim() || null;
}

/** The limit, checked on send. */
export function checkChatMessage({ text }: { text: string }): FieldErrors {
  return text.trim().length > CHAT_BODY_MAX ? { text: sqlText.live_chat_message_too_long } : {};
}
