// Publishes a job offer (once per form: the browser's id makes a resend idempotent), or saves the recruiter's edits to
// one of theirs (RLS refuses anyone else's); answers its id.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { codedError, unwrap } from '@/lib/errors';
import { refreshResources } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { offerRow, type OfferDraft } from '../offer-rules';

export function saveJobOfferMutation(editingId: number | null) {
  return mutationOptions({
    mutationFn: async ({ draft: d, clientId }: { draft: OfferDraft; clientId: string }): Promise<number> => {
      const row = offerRow(d);
      if (editingId === null) {
        const inserted = unwrap(await supabase.from('jobs').upsert({ ...row, client_id: clientId }, { onConflict: 'client_id', ignoreDuplicates: true }).select('id'));
        // Nothing inserted: the same form was stored by an earlier send.
        const stored = inserted?.[0] ?? unwrap(await supabase.from('jobs').select('id').eq('client_id', clientId).maybeSingle());
        if (!stored) throw codedError('job_not_published');
        return stored.id;
      }
      const saved = unwrap(await supabase.from('jobs').update(row).eq('id', editingId).select('id'));
      if (!saved?.length) throw codedError('job_edit_refused');
      return editingId;
    },
    meta: { errorTitle: editingId === null ? 'No se pudo publicar la oferta' : 'No se pudo guardar la oferta' },
    onSuccess: (_data, _vars, _result, { client }) => {
      notify(editingId === null ? { title: '¡Oferta Publicada!', variant: 'success' } : { title: 'Oferta actualizada', variant: 'success' });
      return refreshResources(client, ['jobs'], { refetch: false });
    },
  });
}
