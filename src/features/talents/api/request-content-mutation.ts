// 'Solicitar Contenido': a persisted request to one service of a talent; the form's id makes a resend store it once.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { unwrap } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { refreshViewer } from '@/lib/query-keys';
import type { ContentDraft } from '../content-request-rules';

/** The spec's content-request toast lasts 5 s (part 2 §9). */
export const REQUEST_TOAST_MS = 5000;

export function requestContentMutation(userId: string, talentId: number) {
  return mutationOptions({
    mutationFn: async ({ draft, clientId }: { draft: ContentDraft; clientId: string }): Promise<void> => {
      unwrap(
        await supabase.from('content_requests').upsert(
          {
            talent_id: talentId,
            service_id: Number(draft.serviceId),
            name: draft.name.trim(),
            email: draft.email.trim(),
            instructions: draft.instructions.trim(),
            client_id: clientId,
          },
          { onConflict: 'client_id', ignoreDuplicates: true },
        ),
      );
    },
    meta: { errorTitle: 'No se pudo enviar la solicitud' },
    onSuccess: (_data, _vars, _result, { client }) => {
      notify({ title: 'Solicitud Enviada', description: 'El talento verá tu solicitud y su estado aparecerá en tu panel.', variant: 'success', duration: REQUEST_TOAST_MS });
      return refreshViewer(client, userId, { refetch: false });
    },
  });
}
