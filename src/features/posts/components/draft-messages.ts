// The spec's messages for a post draft (part 1 §5), shared by the create and edit forms.
import type { FormProblem } from '@/components/form';
import type { ToastInput } from '@/lib/toast';
import { firstProblem, type DraftProblem, type PostDraft } from '../tag-rules';

export const DRAFT_PROBLEM: Record<DraftProblem, ToastInput> = {
  title: { title: 'Título requerido', description: 'Por favor, añade un título a tu publicación.', variant: 'destructive' },
  content: { title: 'Contenido requerido', description: 'Por favor, añade contenido a tu publicación.', variant: 'destructive' },
  community: { title: 'Comunidad requerida', description: 'Por favor, selecciona una comunidad para tu publicación.', variant: 'destructive' },
};

export const TAG_PROBLEM: Record<'limit' | 'duplicate', ToastInput> = {
  limit: { title: 'Límite de etiquetas', description: 'No puedes añadir más de 5 etiquetas.', variant: 'destructive' },
  duplicate: { title: 'Etiqueta duplicada', description: 'Esta etiqueta ya ha sido añadida.', variant: 'destructive' },
};

/** The create and edit forms' rule: the first missing part of the draft, as its toast and its field. */
export function checkPostDraft(draft: PostDraft): FormProblem | null {
  const problem = firstProblem(draft);
  return problem ? { title: DRAFT_PROBLEM[problem].title, description: DRAFT_PROBLEM[problem].description ?? '', field: problem } : null;
}
