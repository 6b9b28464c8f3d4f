// Moves the member's read pointer to a message (mark_conversation_read); the unread counts follow.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { chatKeys } from './keys';

export function markReadMutation(me: string, conversationId: string) {
  return mutationOptions({
    mutationFn: async (messageId: string) => unwrap(await supabase.rpc('mark_conversation_read', { conversation_id: conversationId, message_id: messageId })),
    // A background bookkeeping call: a failure is retried with the next message, never toasted.
    meta: { silent: true },
    onSuccess: (_data, _vars, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: chatKeys.unread(me) }),
        client.invalidateQueries({ queryKey: chatKeys.contactsAll(me) }),
      ]),
  });
}
