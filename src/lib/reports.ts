// Reports ('Denunciar'): what can be reported, how each target is named in Spanish, and the one insert that stores a report.
import { mutationOptions } from '@tanstack/react-query';
import { supabase } from './supabase';
import { toAppError, unwrap } from './errors';
import { notify } from './toast';

export type ReportTarget = 'post' | 'comment' | 'profile';

/** Dialog title and the phrase used in the toasts, per target. */
export const REPORT_WORDING: Record<ReportTarget, { title: string; what: string }> = {
  post: { title: 'Denunciar publicación', what: 'la publicación' },
  comment: { title: 'Denunciar comentario', what: 'el comentario' },
  profile: { title: 'Denunciar perfil', what: 'este perfil' },
};

/** Stores a report; a repeat report of the same thing counts as done ('Denuncia ya enviada'), other failures keep the dialog open. */
export function reportContentMutation(target: ReportTarget, targetId: string | number) {
  const { what } = REPORT_WORDING[target];
  return mutationOptions({
    mutationFn: async (reason: string): Promise<'sent' | 'repeat'> => {
      const { error } = await supabase.from('reports').insert({ target_type: target, target_id: String(targetId), reason: reason.trim() });
      if (error && toAppError(error).code === '23505') return 'repeat';
      unwrap({ data: null, error });
      return 'sent';
    },
    meta: { errorTitle: 'Error al denunciar' },
    onSuccess: (outcome) =>
      void notify(
        outcome === 'sent'
          ? { title: 'Denuncia enviada', description: `Gracias. Revisaremos ${what}.`, variant: 'success' }
          : { title: 'Denuncia ya enviada', description: `Ya denunciaste ${what}.`, variant: 'info' },
      ),
  });
}
