// Sends an instructor or expert application as pending; 'Enviando Solicitud...' lasts at least 1.5 s (spec part 2 §4).
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { AppError, codedError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { applicationRow, SUBMIT_DELAY_MS, type ApplicationDraft, type ApplicationKind } from '../application-rules';
import { applicationKeys } from './keys';

export function submitApplicationMutation(userId: string, kind: ApplicationKind, delayMs = SUBMIT_DELAY_MS) {
  return mutationOptions({
    mutationFn: async (draft: ApplicationDraft): Promise<void> => {
      const insert = supabase.from('applications').insert(applicationRow(draft, kind));
      const [result] = await Promise.all([insert, new Promise((r) => setTimeout(r, delayMs))]);
      try {
        unwrap(result);
      } catch (e) {
        // applications_one_open_per_kind: one pending or approved application per kind.
        if (e instanceof AppError && e.serviceCode === '23505') throw codedError(`${kind}_application_exists`, e);
        throw e;
      }
    },
    meta: { errorTitle: 'No se pudo enviar la solicitud' },
    onSuccess: (_data, _vars, _result, { client }) => {
      notify({ title: '¡Solicitud Enviada!', description: 'Revisaremos tu solicitud y te avisaremos pronto.', variant: 'success' });
      return client.invalidateQueries({ queryKey: applicationKeys.all(userId) });
    },
  });
}
