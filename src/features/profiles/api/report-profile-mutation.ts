// Report ('Denunciar') a profile with a reason; one report per member and profile.
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toAppError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';

export function useReportProfileMutation(profileId: string) {
  return useMutation({
    mutationFn: async (reason: string) =>
      unwrap(await supabase.from('reports').insert({ target_type: 'profile', target_id: profileId, reason: reason.trim() })),
    meta: { silent: true },
    onSuccess: () => notify({ title: 'Denuncia enviada', description: 'Gracias. Revisaremos este perfil.', variant: 'success' }),
    onError: (error) => {
      const app = toAppError(error);
      notify(
        app.code === '23505'
          ? { title: 'Denuncia ya enviada', description: 'Ya denunciaste este perfil.', variant: 'info' }
          : { title: 'Error al denunciar', description: app.message, variant: 'destructive' },
      );
    },
  });
}
