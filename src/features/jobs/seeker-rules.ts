// Busco Empleo form (spec part 2 §3, §5): role, skills (1–10), experience and availability required; bio ≤ 300.
import type { Availability, ExperienceLevel } from './labels';
import type { JobSeeker } from './api/types';

export const BIO_MAX = 300;
export const SEEKER_SKILLS_MAX = 10;

export interface SeekerDraft {
  desiredRole: string;
  skills: string[];
  experienceLevel: ExperienceLevel | '';
  availability: Availability | '';
  locationPreference: string;
  portfolioLink: string;
  linkedinLink: string;
  shortBio: string;
}

export const INCOMPLETE_SEEKER = {
  title: 'Campos incompletos',
  description: 'Por favor, completa los campos requeridos (Rol, Habilidades, Experiencia, Disponibilidad).',
} as const;

export const BAD_LINK = 'Escribe un enlace completo que empiece por http:// o https://.';

export function emptySeekerDraft(from?: JobSeeker | null): SeekerDraft {
  return {
    desiredRole: from?.desired_role ?? '',
    skills: from?.skills ?? [],
    experienceLevel: from?.experience_level ?? '',
    availability: from?.availability ?? '',
    locationPreference: from?.location_preference ?? '',
    portfolioLink: from?.portfolio_url ?? '',
    linkedinLink: from?.linkedin_url ?? '',
    shortBio: from?.short_bio ?? '',
  };
}

/** An optional link: empty, or a full http(s) URL (what the database accepts). */
export function isLink(value: string): boolean {
  const v = value.trim();
  return !v || /^https?:\/\/\S+$/i.test(v);
}

export function seekerIsComplete(d: SeekerDraft): boolean {
  return !!d.desiredRole.trim() && d.skills.length > 0 && !!d.experienceLevel && !!d.availability;
}

/** Field errors the form shows beside the links and the bio (the required fields use the one toast). */
export function seekerFieldErrors(d: SeekerDraft): Partial<Record<'portfolioLink' | 'linkedinLink' | 'shortBio', string>> {
  const errors: Partial<Record<'portfolioLink' | 'linkedinLink' | 'shortBio', string>> = {};
  if (!isLink(d.portfolioLink)) errors.portfolioLink = BAD_LINK;
  if (!isLink(d.linkedinLink)) errors.linkedinLink = BAD_LINK;
  if (d.shortBio.length > BIO_MAX) errors.shortBio = `La biografía puede tener hasta ${BIO_MAX} caracteres.`;
  return errors;
}
