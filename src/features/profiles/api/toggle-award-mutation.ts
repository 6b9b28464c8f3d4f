// Award / withdraw a creator's profile award (toggle_profile_award): optimistic count, the spec's refusal toasts.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toAppError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { refusalToast } from '../rules';
import { optimisticProfileToggle } from './optimistic-profile-toggle';
import type { ProfileRow } from './profile-query';

export function toggleAwardMutation(profile: ProfileRow, viewerId: string) {
  const { rollback, ...optimism } = optimisticProfileToggle(profile.id, viewerId, 'awarded', 'recognitions_count');
  return mutationOptions({
    mutationFn: async () => !!unwrap(await supabase.rpc('toggle_profile_award', { profile_id: profile.id })),
    meta: { silent: true },
    ...optimism,
    onSuccess: (awarded) =>
      void notify(
        awarded
          ? { title: '¡Creador Premiado!', description: `Has premiado a ${profile.name}.`, variant: 'success' }
          : { title: 'Premio Retirado', description: `Has retirado tu premio a ${profile.name}.`, variant: 'success' },
      ),
    onError: (error, _v, before, { client }) => {
      rollback(client, before);
      const app = toAppError(error);
      notify(refusalToast(app) ?? { title: 'Error al premiar', description: app.message, variant: 'destructive' });
    },
  });
}
