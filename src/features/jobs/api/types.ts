// Row shapes the jobs feature reads.
import type { Availability, Currency, ExperienceLevel, JobType, WorkMode } from '../labels';

export interface Job {
  id: number;
  recruiter_id: string | null;
  title: string;
  company: string;
  company_website: string | null;
  logo_url: string | null;
  work_mode: WorkMode;
  location: string | null;
  job_type: JobType;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: Currency;
  skills: string[];
  description: string;
  application_contact: string | null;
  posted_at: string;
  closed_at: string | null;
}

export interface JobWithRecruiter extends Job {
  recruiter: { id: string; name: string; avatar_url: string | null } | null;
}

export interface JobSeeker {
  id: number;
  user_id: string | null;
  name: string;
  avatar_url: string | null;
  desired_role: string;
  skills: string[];
  experience_level: ExperienceLevel;
  availability: Availability;
  location_preference: string | null;
  portfolio_url: string | null;
  linkedin_url: string | null;
  short_bio: string;
  last_active_at: string;
}

export interface Applicant {
  id: number;
  applicant_id: string;
  created_at: string;
  seeker: JobSeeker;
}

export const JOB_COLUMNS =
  'id, recruiter_id, title, company, company_website, logo_url, work_mode, location, job_type, salary_min, salary_max, salary_currency, skills, description, application_contact, posted_at, closed_at';

export const SEEKER_COLUMNS =
  'id, user_id, name, avatar_url, desired_role, skills, experience_level, availability, location_preference, portfolio_url, linkedin_url, short_bio, last_active_at';

export interface LearningRecord {
  coursesCompleted: number;
  quizScores: { module: string; score: number; total: number }[];
}

export interface Candidate extends JobSeeker {
  learning: LearningRecord | null;
}
