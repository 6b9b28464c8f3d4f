// 'Aplicar Ahora': one application with the member's Busco Empleo profile. The click's id makes a resend store it once.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import type { TablesInsert } from '@/types/database';
import { jobKeys } from './keys';

export function applyToJobMutation(userId: string) {
  return mutationOptions({
    mutationFn: async ({ jobId, clientId }: { jobId: number; clientId: string }): Promise<void> => {
      unwrap(
        await supabase
          .from('job_applications')
          // seeker_id is the applicant's profile, filled by the database (job_applications_check).
          .upsert({ job_id: jobId, client_id: clientId } as TablesInsert<'job_applications'>, { onConflict: 'client_id', ignoreDuplicates: true }),
      );
    },
    meta: { errorTitle: 'No se pudo enviar tu aplicación' },
    onSuccess: (_data, _vars, _result, { client }) => {
      notify({ title: '¡Aplicación Enviada!', description: 'El reclutador ya puede ver tu perfil.', variant: 'success' });
      return client.invalidateQueries({ queryKey: jobKeys.myApplications(userId) });
    },
    onError: (_error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: jobKeys.myApplications(userId) }),
  });
}
