// Staff approve or reject a pending application with a reason; the applicant is notified by the database.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { moderationKeys } from './keys';

export function decideApplicationMutation(viewerId: string) {
  return mutationOptions({
    mutationFn: async ({ id, approve, reason }: { id: number; approve: boolean; reason: string }): Promise<void> => {
      unwrap(await supabase.rpc('decide_application', { application_id: id, approve, reason: reason.trim() }));
    },
    meta: { errorTitle: 'No se pudo decidir la solicitud' },
    onSuccess: (_d, { approve }) => void notify({ title: approve ? 'Solicitud aprobada' : 'Solicitud rechazada', variant: 'success' }),
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: moderationKeys.all(viewerId) }),
  });
}
