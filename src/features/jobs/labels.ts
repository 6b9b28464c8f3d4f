// Spanish labels of the job portal's enums and the salary range text of a card.
import { JOB_TYPES, type JobType } from './filters';

export { JOB_TYPES, type JobType };

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Tiempo completo',
  'part-time': 'Medio tiempo',
  contract: 'Contrato',
  freelance: 'Freelance',
  internship: 'Prácticas',
};

export const WORK_MODES = ['remote', 'hybrid', 'on-site'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = { remote: 'Remoto', hybrid: 'Híbrido', 'on-site': 'Presencial' };

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LABELS: Record<ExperienceLevel, string> = { entry: 'Junior', mid: 'Intermedio', senior: 'Senior', lead: 'Líder' };

export const AVAILABILITIES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  'full-time': 'Tiempo completo',
  'part-time': 'Medio tiempo',
  contract: 'Contrato',
  internship: 'Prácticas',
};

/** USD first: the default of the offer form (spec part 2 §3). */
export const CURRENCIES = ['USD', 'EUR', 'MXN', 'COP', 'ARS', 'PEN', 'CLP'] as const;
export type Currency = (typeof CURRENCIES)[number];

const amount = new Intl.NumberFormat('es', { maximumFractionDigits: 2 });

/** '45.000 - 65.000 MXN', 'Desde 20 USD', 'Hasta 30 USD', or 'Salario a convenir' without figures. */
export function salaryRange(min: number | null, max: number | null, currency: string): string {
  if (min !== null && max !== null) return min === max ? `${amount.format(min)} ${currency}` : `${amount.format(min)} - ${amount.format(max)} ${currency}`;
  if (min !== null) return `Desde ${amount.format(min)} ${currency}`;
  if (max !== null) return `Hasta ${amount.format(max)} ${currency}`;
  return 'Salario a convenir';
}

/** The first `max` items and how many are left for '+N más'. */
export function firstOf<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
