// The host or staff silence a member of the live chat for some minutes; the database refuses their messages until then
// and broadcasts 'timeout' on live:<event id>.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';

export interface TimeoutInput {
  member: string;
  name: string;
  minutes: number;
}

export function timeoutLiveMemberMutation(eventId: number) {
  return mutationOptions({
    mutationKey: ['live', 'timeout', eventId],
    mutationFn: async ({ member, minutes }: TimeoutInput): Promise<void> => {
      unwrap(await supabase.rpc('timeout_live_chat_member', { event_id: eventId, member, minutes }));
    },
    meta: { errorTitle: 'No se pudo silenciar' },
    onSuccess: (_data, { name, minutes }) =>
      void notify({ title: 'Miembro silenciado', description: `${name} no podrá escribir en el chat durante ${minutes} minutos.`, variant: 'success' }),
  });
}
