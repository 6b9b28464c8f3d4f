// 'Visto': the last of one's own stored messages at or before the other member's read pointer.
import { compareMessages } from './merge';
import type { ChatMessage, ReadPointer } from './types';

export function lastSeenOwnId(messages: readonly ChatMessage[], me: string, partnerRead: ReadPointer | undefined): string | undefined {
  if (!partnerRead) return undefined;
  const pointerIndex = messages.findIndex((m) => m.id === partnerRead.message_id);
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.sender_id !== me || m.status) continue;
    const read =
      pointerIndex >= 0
        ? i <= pointerIndex
        : !!partnerRead.created_at && compareMessages(m, { created_at: partnerRead.created_at, id: partnerRead.message_id }) <= 0;
    if (read) return m.id;
  }
  return undefined;
}

/** Whether the member has unread messages from the other one: the newest of theirs is after the member's pointer. */
export function hasUnreadFrom(messages: readonly ChatMessage[], me: string, myRead: ReadPointer | undefined): boolean {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.status || m.sender_id === me) continue;
    if (!myRead) return true;
    if (m.id === myRead.message_id) return false;
    if (!myRead.created_at) return true;
    return compareMessages(m, { created_at: myRead.created_at, id: myRead.message_id }) > 0;
  }
  return false;
}
