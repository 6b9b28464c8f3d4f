// The host or staff delete a live chat message; the database broadcasts 'chat_delete' so it leaves every open page.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';

export function deleteLiveMessageMutation(eventId: number) {
  return mutationOptions({
    mutationKey: ['live', 'delete-message', eventId],
    mutationFn: async (messageId: string): Promise<string> => {
      unwrap(await supabase.rpc('delete_live_chat_message', { message_id: messageId }));
      return messageId;
    },
    meta: { errorTitle: 'No se pudo eliminar el mensaje' },
  });
}
