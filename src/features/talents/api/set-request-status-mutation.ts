// The talent accepts, rejects or marks delivered a request addressed to them (RLS refuses anyone else).
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { codedError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { talentKeys } from './keys';
import type { RequestStatus } from './talent-inbox-query';

export function setRequestStatusMutation(userId: string) {
  return mutationOptions({
    mutationFn: async ({ id, status }: { id: number; status: RequestStatus }): Promise<void> => {
      const changed = unwrap(await supabase.from('content_requests').update({ status }).eq('id', id).select('id'));
      if (!changed?.length) throw codedError('not_request_addressee');
    },
    meta: { errorTitle: 'No se pudo actualizar la solicitud' },
    onSuccess: (_data, _vars, _result, { client }) => {
      notify({ title: 'Solicitud actualizada', variant: 'success' });
      return client.invalidateQueries({ queryKey: talentKeys.inbox(userId) });
    },
  });
}
