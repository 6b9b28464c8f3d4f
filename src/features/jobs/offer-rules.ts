// Job offer form (spec part 2 §3, §5): required fields, skills 1–15, optional numeric salary with min ≤ max, URL website,
// an application link or e-mail; the city/state only when the work mode is not remote.
import type { Currency, JobType, WorkMode } from './labels';
import type { Job } from './api/types';

export const OFFER_SKILLS_MAX = 15;
export const INCOMPLETE_OFFER = 'Por favor, completa todos los campos requeridos.';

export interface OfferDraft {
  jobTitle: string;
  companyName: string;
  companyWebsite: string;
  jobLocation: WorkMode | '';
  cityState: string;
  jobType: JobType | '';
  salaryRangeMin: string;
  salaryRangeMax: string;
  salaryCurrency: Currency;
  skillsRequired: string[];
  jobDescription: string;
  applicationLinkOrEmail: string;
}

export type OfferField = 'companyWebsite' | 'salaryRangeMin' | 'salaryRangeMax' | 'applicationLinkOrEmail';
export type OfferErrors = Partial<Record<OfferField, string>>;

export function offerDraftFrom(job?: Job | null): OfferDraft {
  return {
    jobTitle: job?.title ?? '',
    companyName: job?.company ?? '',
    companyWebsite: job?.company_website ?? '',
    jobLocation: job?.work_mode ?? '',
    cityState: job && job.work_mode !== 'remote' ? (job.location ?? '') : '',
    jobType: job?.job_type ?? '',
    salaryRangeMin: job?.salary_min != null ? String(job.salary_min) : '',
    salaryRangeMax: job?.salary_max != null ? String(job.salary_max) : '',
    salaryCurrency: job?.salary_currency ?? 'USD',
    skillsRequired: job?.skills ?? [],
    jobDescription: job?.description ?? '',
    applicationLinkOrEmail: job?.application_contact ?? '',
  };
}

const URL_RE = /^https?:\/\/\S+$/i;
const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function offerIsComplete(d: OfferDraft): boolean {
  return (
    !!d.jobTitle.trim() &&
    !!d.companyName.trim() &&
    !!d.jobLocation &&
    !!d.jobType &&
    d.skillsRequired.length > 0 &&
    !!d.jobDescription.trim() &&
    !!d.applicationLinkOrEmail.trim()
  );
}

function amount(text: string): number | null | 'bad' {
  const t = text.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : 'bad';
}

export function offerErrors(d: OfferDraft): OfferErrors {
  const errors: OfferErrors = {};
  if (d.companyWebsite.trim() && !URL_RE.test(d.companyWebsite.trim())) errors.companyWebsite = 'Escribe una dirección web completa que empiece por http:// o https://.';
  const min = amount(d.salaryRangeMin);
  const max = amount(d.salaryRangeMax);
  if (min === 'bad') errors.salaryRangeMin = 'Escribe un número igual o mayor que cero.';
  if (max === 'bad') errors.salaryRangeMax = 'Escribe un número igual o mayor que cero.';
  if (typeof min === 'number' && typeof max === 'number' && min > max) errors.salaryRangeMax = 'El salario máximo no puede ser menor que el mínimo.';
  const contact = d.applicationLinkOrEmail.trim();
  if (contact && !URL_RE.test(contact) && !EMAIL_RE.test(contact)) errors.applicationLinkOrEmail = 'Escribe un enlace que empiece por http:// o https://, o un correo electrónico.';
  return errors;
}

/** The row the database stores (columns of public.jobs). */
export function offerRow(d: OfferDraft) {
  const min = amount(d.salaryRangeMin);
  const max = amount(d.salaryRangeMax);
  return {
    title: d.jobTitle.trim(),
    company: d.companyName.trim(),
    company_website: d.companyWebsite.trim() || null,
    work_mode: d.jobLocation as WorkMode,
    location: d.jobLocation === 'remote' ? null : d.cityState.trim() || null,
    job_type: d.jobType as JobType,
    salary_min: typeof min === 'number' ? min : null,
    salary_max: typeof max === 'number' ? max : null,
    salary_currency: d.salaryCurrency,
    skills: d.skillsRequired,
    description: d.jobDescription.trim(),
    application_contact: d.applicationLinkOrEmail.trim(),
  };
}
