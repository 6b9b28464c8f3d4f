// Host sign-up form rules (spec part 2 §3, §5): name, email, expertise areas, motivation required; terms accepted.
import { TERMS_REQUIRED } from './constants';

export interface HostApplicationDraft {
  fullName: string;
  email: string;
  /** Comma-separated expertise areas. */
  expertiseAreas: string;
  motivation: string;
  agreedToTerms: boolean;
}

export type ApplicationField = keyof HostApplicationDraft;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const NAME_MAX = 120;
export const EXPERTISE_MAX = 500;
export const MOTIVATION_MAX = 5000;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function checkApplication(draft: HostApplicationDraft): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const name = draft.fullName.trim();
  if (!name) errors.fullName = 'El nombre completo es obligatorio.';
  else if (name.length > NAME_MAX) errors.fullName = `El nombre puede tener hasta ${NAME_MAX} caracteres.`;
  const email = draft.email.trim();
  if (!email) errors.email = 'El correo electrónico es obligatorio.';
  else if (!EMAIL.test(email)) errors.email = 'Escribe un correo electrónico válido.';
  const areas = expertiseList(draft.expertiseAreas);
  if (!areas.length) errors.expertiseAreas = 'Indica al menos un área de experiencia.';
  else if (areas.join(', ').length > EXPERTISE_MAX) errors.expertiseAreas = `Las áreas de experiencia pueden tener hasta ${EXPERTISE_MAX} caracteres.`;
  const motivation = draft.motivation.trim();
  if (!motivation) errors.motivation = 'Cuéntanos por qué quieres ser anfitrión.';
  else if (motivation.length > MOTIVATION_MAX) errors.motivation = `La motivación puede tener hasta ${MOTIVATION_MAX} caracteres.`;
  if (!draft.agreedToTerms) errors.agreedToTerms = TERMS_REQUIRED;
  return errors;
}

/** 'React,  CSS ,, Node' → ['React', 'CSS', 'Node']. */
export function expertiseList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
