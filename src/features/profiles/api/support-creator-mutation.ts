// support_creator(creator_id): records the support (the creator is notified) and answers the creator's support link.
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toAppError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { refusalToast } from '../rules';

export function useSupportCreatorMutation(creatorId: string) {
  return useMutation({
    mutationFn: async () => unwrap(await supabase.rpc('support_creator', { creator_id: creatorId })),
    meta: { silent: true },
    onError: (error) => {
      const app = toAppError(error);
      notify(refusalToast(app) ?? { title: 'Error al apoyar', description: app.message, variant: 'destructive' });
    },
  });
}
