// Reports ('Denunciar'): what can be reported, how each target is named in Spanish, and the one insert that stores a report.
import { supabase } from './supabase';
import { unwrap } from './errors';

export type ReportTarget = 'post' | 'comment' | 'profile';

/** Dialog title and the phrase used in the toasts, per target. */
export const REPORT_WORDING: Record<ReportTarget, { title: string; what: string }> = {
  post: { title: 'Denunciar publicación', what: 'la publicación' },
  comment: { title: 'Denunciar comentario', what: 'el comentario' },
  profile: { title: 'Denunciar perfil', what: 'este perfil' },
};

export async function reportContent(target: ReportTarget, targetId: string | number, reason: string): Promise<void> {
  unwrap(await supabase.from('reports').insert({ target_type: target, target_id: String(targetId), reason: reason.trim() }));
}
