// The /job-search filters as they live in the URL (?q=&location=&type=) and as ilike patterns for the database.
/** The contract types of a job (public.job_type); here, not in labels.ts, so route loaders stay small. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'freelance', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export interface JobFilters {
  q: string;
  location: string;
  type: JobType | 'all';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 200) : '';
}

/** Reads the route's search params; unknown values fall back to 'no filter'. Empty filters stay out of the URL. */
export function parseJobFilters(search: Record<string, unknown>): Partial<JobFilters> {
  const q = text(search.q);
  const location = text(search.location);
  const type = JOB_TYPES.includes(search.type as JobType) ? (search.type as JobType) : undefined;
  return { ...(q ? { q } : {}), ...(location ? { location } : {}), ...(type ? { type } : {}) };
}

export function withDefaults(f: Partial<JobFilters>): JobFilters {
  return { q: f.q ?? '', location: f.location ?? '', type: f.type ?? 'all' };
}

/** '%50_%' typed by a member matches those characters, not any text: ilike wildcards are escaped. */
export function containsPattern(term: string): string | null {
  const t = term.trim().toLowerCase();
  if (!t) return null;
  return `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface CandidateFilters {
  q: string;
  skill: string;
}

/** /recruit?q=&skill=: empty filters stay out of the URL. */
export function parseCandidateFilters(search: Record<string, unknown>): Partial<CandidateFilters> {
  const q = text(search.q);
  const skill = text(search.skill);
  return { ...(q ? { q } : {}), ...(skill ? { skill } : {}) };
}
