// How badges and roles speak of a member, in the grammatical form the member chose (profiles.badge_form).

export type BadgeForm = 'femenino' | 'masculino' | 'neutro';

const CREATOR: Record<BadgeForm, { plain: string; verified: string }> = {
  femenino: { plain: 'Creadora', verified: 'Creadora verificada' },
  masculino: { plain: 'Creador', verified: 'Creador verificado' },
  neutro: { plain: 'Persona creadora', verified: 'Persona creadora verificada' },
};

function formOf(form: string | null | undefined): BadgeForm {
  return form === 'femenino' || form === 'masculino' ? form : 'neutro';
}

/** The verified badge's accessible name: 'Creadora verificada', 'Creador verificado' or 'Persona creadora verificada'. */
export function verifiedCreatorLabel(form: string | null | undefined): string {
  return CREATOR[formOf(form)].verified;
}

/** The creator badge beside a name: 'Creadora', 'Creador' or 'Persona creadora'. */
export function creatorLabel(form: string | null | undefined): string {
  return CREATOR[formOf(form)].plain;
}

/** The role shown on a profile: 'Miembro' for members, the creator's label (verified or not) for creators. */
export function roleLabel(role: string | null | undefined, verified: boolean, form: string | null | undefined): string {
  if (role !== 'creator') return 'Miembro';
  return verified ? CREATOR[formOf(form)].verified : CREATOR[formOf(form)].plain;
}

/** The choices offered in /settings, in the words the badge will use. */
export const BADGE_FORM_OPTIONS: readonly { value: BadgeForm; label: string }[] = [
  { value: 'femenino', label: 'Creadora verificada' },
  { value: 'masculino', label: 'Creador verificado' },
  { value: 'neutro', label: 'Persona creadora verificada' },
];
