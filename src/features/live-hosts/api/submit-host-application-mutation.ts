// Sends the host sign-up as a pending 'host' application; the submitting state lasts at least 1.5 s (spec part 2 §9).
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { AppError, codedError, unwrap } from '@/lib/errors';
import { expertiseList, type HostApplicationDraft } from '../host-application-rules';
import { SUBMIT_DELAY_MS } from '../constants';
import { liveHostKeys } from './keys';

/** The one open application per kind (applications_one_open_per_kind) refuses a second one. */

export function submitHostApplicationMutation(userId: string, delayMs = SUBMIT_DELAY_MS) {
  return mutationOptions({
    mutationFn: async (draft: HostApplicationDraft): Promise<void> => {
      const insert = supabase.from('applications').insert({
        kind: 'host',
        full_name: draft.fullName.trim(),
        email: draft.email.trim(),
        expertise: expertiseList(draft.expertiseAreas).join(', '),
        motivation: draft.motivation.trim(),
        agreed_to_terms: draft.agreedToTerms,
      });
      const [result] = await Promise.all([insert, new Promise((r) => setTimeout(r, delayMs))]);
      try {
        unwrap(result);
      } catch (e) {
        if (e instanceof AppError && e.serviceCode === '23505') throw codedError('host_application_exists', e);
        throw e;
      }
    },
    meta: { errorTitle: 'No se pudo enviar la solicitud' },
    // Marked stale without a refetch: the thank-you screen stays until the member leaves; a reload shows the status.
    onSuccess: (_data, _vars, _result, { client }) => client.invalidateQueries({ queryKey: liveHostKeys.hostApplication(userId), refetchType: 'none' }),
  });
}
