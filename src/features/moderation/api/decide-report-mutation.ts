// Staff decide on a reported target with a reason: dismiss, hide, restore, warn or suspend its author.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import type { Decision } from '../labels';
import type { Target } from './claim-report-mutation';
import { moderationKeys } from './keys';

export interface ReportDecision {
  target: Target;
  decision: Decision;
  reason: string;
  suspendHours?: number;
}

export function decideReportMutation(viewerId: string) {
  return mutationOptions({
    mutationFn: async ({ target, decision, reason, suspendHours }: ReportDecision): Promise<void> => {
      unwrap(await supabase.rpc('decide_report', { ...target, decision, reason: reason.trim(), suspend_hours: suspendHours }));
    },
    meta: { errorTitle: 'No se pudo aplicar la decisión' },
    onSuccess: () => void notify({ title: 'Decisión registrada', variant: 'success' }),
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: moderationKeys.all(viewerId) }),
  });
}
