// Sends an instructor or expert application as pending; 'Enviando Solicitud...' lasts at least 1.5 s (spec part 2 §4).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { AppError, unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { applicationRow, SUBMIT_DELAY_MS, type ApplicationDraft, type ApplicationKind } from '../application-rules';
import { applicationKeys } from './keys';

const ALREADY: Record<ApplicationKind, string> = {
  instructor: 'Ya tienes una solicitud de instructor en revisión o aprobada.',
  expert: 'Ya tienes una solicitud de experto en revisión o aprobada.',
};

export function submitApplicationMutation(queryClient: QueryClient, userId: string, kind: ApplicationKind, delayMs = SUBMIT_DELAY_MS) {
  return mutationOptions({
    mutationFn: async (draft: ApplicationDraft): Promise<void> => {
      const insert = supabase.from('applications').insert(applicationRow(draft, kind));
      const [result] = await Promise.all([insert, new Promise((r) => setTimeout(r, delayMs))]);
      try {
        unwrap(result);
      } catch (e) {
        // applications_one_open_per_kind: one pending or approved application per kind.
        if (e instanceof AppError && e.serviceCode === '23505') throw new AppError(ALREADY[kind], { code: 'application_exists', cause: e });
        throw e;
      }
    },
    meta: { errorTitle: 'No se pudo enviar la solicitud' },
    onSuccess: () => {
      notify({ title: '¡Solicitud Enviada!', description: 'Revisaremos tu solicitud y te avisaremos pronto.', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: applicationKeys.all(userId) });
    },
  });
}
