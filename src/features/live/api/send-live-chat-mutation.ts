// Sending one live chat message through send_live_chat_message (idempotent on the client's id); the composer shows
// the refusal (slow mode, ended event…) itself, so no toast.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import type { Database } from '@/types/database';

type LiveChatRow = Database['public']['Tables']['live_chat_messages']['Row'];

export interface SendLiveChatInput {
  id: string;
  body: string;
}

export function sendLiveChatMutation(eventId: number) {
  return mutationOptions({
    mutationKey: ['live', 'send', eventId],
    mutationFn: async ({ id, body }: SendLiveChatInput): Promise<LiveChatRow> =>
      unwrap(await supabase.rpc('send_live_chat_message', { message_id: id, event_id: eventId, body })) as LiveChatRow,
    meta: { silent: true },
  });
}
