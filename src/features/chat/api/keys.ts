// Query keys of the chat feature: everything belongs to the signed-in member (lib/query-keys viewer root).
import { viewerKey } from '@/lib/query-keys';

export const chatKeys = {
  all: (me: string) => viewerKey(me, 'chat'),
  contactsAll: (me: string) => viewerKey(me, 'chat', 'contacts'),
  contacts: (me: string, search: string) => viewerKey(me, 'chat', 'contacts', search),
  unread: (me: string) => viewerKey(me, 'chat', 'unread'),
  conversation: (me: string, otherId: string) => viewerKey(me, 'chat', 'conversation', otherId),
  messages: (me: string, conversationId: string) => viewerKey(me, 'chat', 'messages', conversationId),
  reads: (me: string, conversationId: string) => viewerKey(me, 'chat', 'reads', conversationId),
};
