// Shapes of the chat feature: a message as stored (or still waiting in the outbox), a contact, a read pointer.

/** A stored message (public.messages row) or one still in the outbox (`status` set, `created_at` from the browser). */
export interface ChatMessage {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string;
  /**
   * Only for messages not yet stored: waiting to be sent or refused for good (`error` says why, in Spanish) on the
   * writer's side; 'relayed' on the reader's side for a message seen through the writer's broadcast before the stored
   * row (which replaces it) arrived.
   */
  status?: 'pending' | 'failed' | 'relayed';
  error?: string;
  /** Hidden by a moderator after a report: only its writer and staff still read it ('Retirado por moderación'). */
  hidden_by_moderation?: boolean;
}

/** Where a member has read up to in a conversation. */
export interface ReadPointer {
  user_id: string;
  message_id: string;
  /** The read message's time when known (the 'read' broadcast carries it). */
  created_at?: string | null;
}
