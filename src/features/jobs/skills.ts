// The skill list rule of the job-seeker (10) and job-offer (15) forms: blank ignored, duplicates refused, a limit.
export const SKILL_LIMIT_MESSAGE = {
  10: { title: 'Límite de Habilidades', description: 'Puedes añadir hasta 10 habilidades.' },
  15: { title: 'Límite de Habilidades', description: 'Puedes añadir hasta 15 habilidades.' },
} as const;

export const DUPLICATE_SKILL = { title: 'Habilidad Duplicada', description: 'Esta habilidad ya ha sido añadida.' } as const;

export type AddSkillResult = { ok: true; skills: string[] } | { ok: false; reason: 'blank' | 'limit' | 'duplicate' };

/** Adds one typed skill (trimmed) unless it is blank, already there (case-insensitive) or over the limit. */
export function addSkill(skills: readonly string[], input: string, limit: number): AddSkillResult {
  const skill = input.trim().replace(/\s+/g, ' ');
  if (!skill) return { ok: false, reason: 'blank' };
  if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) return { ok: false, reason: 'duplicate' };
  if (skills.length >= limit) return { ok: false, reason: 'limit' };
  return { ok: true, skills: [...skills, skill] };
}
