// The fast path of a new message: the writer's open dm:<conversation> channel broadcasts it ('message_sent') the
// moment it is written, so the other member sees it after one broadcast hop; storage (send_messages, whose trigger
// broadcasts the stored row as 'message') stays the source of truth and replaces it.
import type { RealtimeChannel } from '@supabase/supabase-js';
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
