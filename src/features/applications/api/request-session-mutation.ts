// 'Agendar sesión': a session request to an expert; the form's id makes a resend store it once.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import type { SessionDraft } from '../session-request-rules';
import { applicationKeys } from './keys';

export function requestSessionMutation(userId: string, expertId: number) {
  return mutationOptions({
    mutationFn: async ({ draft, clientId }: { draft: SessionDraft; clientId: string }): Promise<void> => {
      unwrap(
        await supabase
          .from('expert_session_requests')
          .upsert(
            { expert_id: expertId, preferred_date: draft.date, preferred_time: draft.time, topic: draft.topic.trim(), client_id: clientId },
            { onConflict: 'client_id', ignoreDuplicates: true },
          ),
      );
    },
    meta: { errorTitle: 'No se pudo enviar la solicitud' },
    onSuccess: (_data, _vars, _result, { client }) => {
      notify({ title: '¡Solicitud Enviada!', description: 'El experto revisará tu solicitud y te responderá pronto.', variant: 'success' });
      return client.invalidateQueries({ queryKey: applicationKeys.all(userId) });
    },
  });
}
