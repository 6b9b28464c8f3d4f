// Message boxes (chat, live chat): Enter sends the box's form, Shift+Enter starts a new line, and the Enter that ends
// an input-method composition (accents, Japanese…) does neither.
import type { KeyboardEvent } from 'react';

/** The onKeyDown of a textarea inside a useAppForm form: Enter submits it through its own submit handler. */
export function sendOnEnter(e: KeyboardEvent<HTMLTextAreaElement>): void {
  if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
  e.preventDefault();
  e.currentTarget.form?.requestSubmit();
}
