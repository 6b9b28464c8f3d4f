// The expert accepts or rejects a session request addressed to them (RLS refuses anyone else).
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { codedError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { applicationKeys } from './keys';

export function answerSessionMutation(userId: string) {
  return mutationOptions({
    mutationFn: async ({ id, status }: { id: number; status: 'accepted' | 'rejected' }): Promise<void> => {
      const changed = unwrap(await supabase.from('expert_session_requests').update({ status }).eq('id', id).select('id'));
      if (!changed?.length) throw codedError('not_session_expert');
    },
    meta: { errorTitle: 'No se pudo responder la solicitud' },
    onSuccess: (_v, { status }, _result, { client }) => {
      notify({ title: status === 'accepted' ? 'Sesión aceptada' : 'Solicitud rechazada', variant: 'success' });
      return client.invalidateQueries({ queryKey: applicationKeys.expertInbox(userId) });
    },
  });
}
