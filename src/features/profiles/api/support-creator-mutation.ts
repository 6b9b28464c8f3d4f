// support_creator(creator_id): records the support (the creator is notified); refusals get the spec's toasts.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toAppError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { refusalToast } from '../rules';

export function supportCreatorMutation(creator: { id: string; name: string }) {
  return mutationOptions({
    mutationFn: async () => unwrap(await supabase.rpc('support_creator', { creator_id: creator.id })),
    meta: { silent: true },
    onSuccess: () => void notify({ title: 'Apoyando al Creador', description: `Gracias por apoyar a ${creator.name}.`, variant: 'success' }),
    onError: (error) => {
      const app = toAppError(error);
      notify(refusalToast(app) ?? { title: 'Error al apoyar', description: app.message, variant: 'destructive' });
    },
  });
}
