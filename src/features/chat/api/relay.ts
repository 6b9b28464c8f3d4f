// The fast path of a new message: the writer's open dm:<conversation> channel broadcasts it ('message_sent') the
// moment it is written, so the other member sees it after one broadcast hop; storage (send_messages, whose trigger
// broadcasts the stored row as 'message') stays the source of truth and replaces it.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { MAX_MESSAGE_LENGTH } from '../message-rules';
import type { ChatMessage } from '../types';

const open = new Map<string, RealtimeChannel>();

/** Called when the conversation's channel is subscribed; returns the unregister for when it goes away. */
export function registerRelay(conversationId: string, channel: RealtimeChannel): () => void {
  open.set(conversationId, channel);
  return () => {
    if (open.get(conversationId) === channel) open.delete(conversationId);
  };
}

/** Takes a relayed message back: its send was refused for good, so the reader must not keep showing it. */
export function withdraw(message: Pick<ChatMessage, 'id' | 'conversation_id' | 'sender_id'>): void {
  const channel = open.get(message.conversation_id);
  if (!channel) return;
  void channel.send({ type: 'broadcast', event: 'message_withdrawn', payload: { id: message.id, sender_id: message.sender_id } }).catch(() => undefined);
}

/** Broadcasts a message just written, when its conversation is open here; never throws (storage is what counts). */
export function relay(message: Pick<ChatMessage, 'id' | 'conversation_id' | 'sender_id' | 'body' | 'created_at'>): void {
  const channel = open.get(message.conversation_id);
  if (!channel) return;
  const { id, conversation_id, sender_id, body, created_at } = message;
  void channel.send({ type: 'broadcast', event: 'message_sent', payload: { id, conversation_id, sender_id, body, created_at } }).catch(() => undefined);
}

/**
 * The other member's relay as a message to show, or null: only what claims to be the partner's (a member's other tabs
 * relay their own writing too), attributed to the partner, with a body the server would store.
 */
export function relayedFrom(payload: unknown, conversationId: string, partnerId: string): ChatMessage | null {
  const m = payload as Partial<ChatMessage> | null;
  if (!m || typeof m !== 'object' || m.sender_id !== partnerId || typeof m.id !== 'string' || typeof m.created_at !== 'string') return null;
  if (typeof m.body !== 'string' || !m.body.trim() || m.body.trim().length > MAX_MESSAGE_LENGTH) return null;
  return { id: m.id, conversation_id: conversationId, sender_id: partnerId, body: m.body, created_at: m.created_at, status: 'relayed' };
}
