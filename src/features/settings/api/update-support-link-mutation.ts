// Saves the support link on the member's profiles row (name, avatar and bio travel through updateUser metadata).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { settingsKeys } from './keys';

export function useUpdateSupportLinkMutation(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (supportUrl: string | null) =>
      unwrap(await supabase.from('profiles').update({ support_url: supportUrl }).eq('id', userId).select('id').single()),
    meta: { errorTitle: 'Error al actualizar perfil' },
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.profile(userId) }),
  });
}
