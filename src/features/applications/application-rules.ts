// Instructor and expert application forms (spec part 2 §3, §5): every field required except LinkedIn; e-mail an
// e-mail, years a number (0–80), LinkedIn an http(s) URL.
export type ApplicationKind = 'instructor' | 'expert';

export interface ApplicationDraft {
  fullName: string;
  email: string;
  /** Instructor: free text; expert: comma-separated areas. */
  expertise: string;
  years: string;
  linkedin: string;
  /** Instructor: the course idea; expert: the motivation. */
  pitch: string;
}

export type DraftField = keyof ApplicationDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const SUBMIT_DELAY_MS = 1500;
export const NAME_MAX = 120;
export const EXPERTISE_MAX = 500;
export const PITCH_MAX = 5000;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const URL_RE = /^https?:\/\/\S+$/i;

export function emptyDraft(fullName = '', email = ''): ApplicationDraft {
  return { fullName, email, expertise: '', years: '', linkedin: '', pitch: '' };
}

export function checkDraft(d: ApplicationDraft, kind: ApplicationKind): DraftErrors {
  const e: DraftErrors = {};
  if (!d.fullName.trim()) e.fullName = 'El nombre completo es obligatorio.';
  if (!d.email.trim()) e.email = 'El correo electrónico es obligatorio.';
  else if (!EMAIL.test(d.email.trim())) e.email = 'Escribe un correo electrónico válido.';
  const areas = kind === 'expert' ? expertiseList(d.expertise) : [d.expertise.trim()].filter(Boolean);
  if (!areas.length) e.expertise = kind === 'expert' ? 'Indica al menos un área de experiencia.' : 'Cuéntanos en qué eres experto.';
  const years = d.years.trim();
  if (!years) e.years = 'Indica tus años de experiencia.';
  else if (!/^\d+$/.test(years) || Number(years) > 80) e.years = 'Escribe un número de años entre 0 y 80.';
  if (d.linkedin.trim() && !URL_RE.test(d.linkedin.trim())) e.linkedin = 'Escribe un enlace completo que empiece por http:// o https://.';
  if (!d.pitch.trim()) e.pitch = kind === 'expert' ? 'Cuéntanos por qué quieres ser experto en vivo.' : 'Describe la idea de tu curso.';
  return e;
}

/** 'IA,  Datos ,, Web' → ['IA', 'Datos', 'Web']. */
export function expertiseList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The columns of public.applications for a draft. */
export function applicationRow(d: ApplicationDraft, kind: ApplicationKind) {
  const pitch = d.pitch.trim();
  return {
    kind,
    full_name: d.fullName.trim(),
    email: d.email.trim(),
    expertise: kind === 'expert' ? expertiseList(d.expertise).join(', ') : d.expertise.trim(),
    years_experience: Number(d.years.trim()),
    linkedin_url: d.linkedin.trim() || null,
    motivation: kind === 'expert' ? pitch : null,
    course_idea: kind === 'instructor' ? pitch : null,
  };
}
