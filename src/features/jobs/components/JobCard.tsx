// A job card of /job-search: title, company, logo, location, type, relative posted time, two-line description,
// up to 4 skills + '+N más', salary range; 'Ver detalles' opens the job page, 'Aplicar Ahora' applies in one click.
import { Link } from '@tanstack/react-router';
import { Briefcase, Clock, MapPin, Wallet } from 'lucide-react';
import { ButtonLink } from '@/components/ui';
import { IconText } from '@/components/ui/card-parts';
import { formatRelativeTime } from '@/lib/format';
import { JOB_TYPE_LABELS, salaryRange } from '../labels';
import type { Job } from '../api/types';
import { SkillChips } from './SkillChips';
import { CompanyLogo } from './CompanyLogo';
import { ApplyButton } from './ApplyButton';

export function JobCard({ job }: { job: Job }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-4 shadow-sm" data-testid="job-card" aria-labelledby={`job-${job.id}-title`}>
      <div className="flex items-start gap-3">
        <CompanyLogo src={job.logo_url} company={job.company} />
        <div className="min-w-0">
          <h2 id={`job-${job.id}-title`} className="text-lg font-semibold leading-tight">
            <Link to="/job-search/$id" params={{ id: String(job.id) }} className="hover:underline underline-offset-2">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm text-base-content/80">{job.company}</p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
        <IconText as="li" icon={MapPin}>{job.location ?? 'Remoto'}</IconText>
        <IconText as="li" icon={Briefcase}>{JOB_TYPE_LABELS[job.job_type]}</IconText>
        <IconText as="li" icon={Clock}>{formatRelativeTime(job.posted_at)}</IconText>
      </ul>
      <p className="line-clamp-2 text-sm">{job.description}</p>
      <SkillChips skills={job.skills} max={4} />
      <IconText as="p" icon={Wallet} className="flex items-center gap-1 text-sm font-medium tabular-nums">{salaryRange(job.salary_min, job.salary_max, job.salary_currency)}</IconText>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <ButtonLink to="/job-search/$id" params={{ id: String(job.id) }} variant="outline" size="sm" aria-label={`Ver detalles de ${job.title}`}>
          Ver detalles
        </ButtonLink>
        <ApplyButton job={job} size="sm" />
      </div>
    </article>
  );
}
