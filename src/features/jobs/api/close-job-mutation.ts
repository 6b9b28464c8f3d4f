// 'Cerrar oferta': the recruiter closes (or reopens) one of their offers; it leaves the list and takes no applications.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { codedError, unwrap } from '@/lib/errors';
import { refreshResources } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

export function closeJobMutation(jobId: number) {
  return mutationOptions({
    mutationFn: async (close: boolean): Promise<boolean> => {
      const saved = unwrap(await supabase.from('jobs').update({ closed_at: close ? new Date().toISOString() : null }).eq('id', jobId).select('id'));
      if (!saved?.length) throw codedError('job_close_refused');
      return close;
    },
    meta: { errorTitle: 'No se pudo cambiar la oferta' },
    onSuccess: (closed, _vars, _result, { client }) => {
      notify({ title: closed ? 'Oferta cerrada' : 'Oferta reabierta', variant: 'success' });
      return refreshResources(client, ['jobs']);
    },
  });
}
