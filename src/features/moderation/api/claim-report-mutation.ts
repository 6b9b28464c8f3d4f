// A moderator takes a queue item for 30 minutes (or gives it back with `release`); refused while another holds it.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { moderationKeys } from './keys';

export interface Target {
  target_type: string;
  target_id: string;
}

export function claimReportMutation(viewerId: string) {
  return mutationOptions({
    mutationFn: async ({ target, release }: { target: Target; release: boolean }): Promise<void> => {
      unwrap(await supabase.rpc(release ? 'release_report' : 'claim_report', target));
    },
    meta: { errorTitle: 'No se pudo tomar el elemento' },
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: moderationKeys.queue(viewerId) }),
  });
}
