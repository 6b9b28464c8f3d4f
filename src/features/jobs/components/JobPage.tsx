// /job-search/<id>: the full offer with its recruiter, 'Aplicar Ahora', and for the recruiter: edit, close or reopen,
// and the live list of applicants.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Briefcase, Building2, Clock, Globe, Lock, LockOpen, Mail, MapPin, Pencil, SearchX, Wallet } from 'lucide-react';
import { EmptyState, PageTitle, QueryState } from '@/components/layout';
import { Avatar, Badge, Button, ButtonLink } from '@/components/ui';
import { IconText } from '@/components/ui/card-parts';
import { useAuth } from '@/lib/auth';
import { formatRelativeTime } from '@/lib/format';
import { initialsAvatar } from '@/lib/user';
import { contactHref, safeHref } from '@/lib/safe-href';
import { JOB_TYPE_LABELS, WORK_MODE_LABELS, salaryRange } from '../labels';
import { jobQuery } from '../api/job-query';
import { closeJobMutation } from '../api/close-job-mutation';
import type { JobWithRecruiter } from '../api/types';
import { ApplyButton } from './ApplyButton';
import { Applicants } from './Applicants';
import { CompanyLogo } from './CompanyLogo';

export const JOB_NOT_FOUND = 'Esta oferta no existe o fue eliminada.';

export function JobPage({ jobId }: { jobId: number }) {
  const job = useQuery(jobQuery(jobId));
  return (
    <div className="flex flex-col gap-4">
      <Link to="/job-search" className="flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-2 hover:underline">
        <ArrowLeft size={16} aria-hidden="true" />
        Volver al Portal de Empleo
      </Link>
      <QueryState query={job} empty={<EmptyState icon={<SearchX size={32} />} message={JOB_NOT_FOUND} />}>
        {(data) => <JobDetails job={data} />}
      </QueryState>
    </div>
  );
}

function JobDetails({ job }: { job: JobWithRecruiter }) {
  const { user } = useAuth();
  const mine = !!user && job.recruiter_id === user.id;
  const website = safeHref(job.company_website);
  const contact = contactHref(job.application_contact);
  return (
    <>
      <PageTitle title={job.title} />
      <article aria-labelledby="job-title" className="flex flex-col gap-5 rounded-2xl border border-base-300 bg-base-100 p-4 sm:p-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <CompanyLogo src={job.logo_url} company={job.company} size={64} />
          <div className="flex min-w-0 flex-col gap-1">
            <h1 id="job-title" className="text-2xl font-bold">
              {job.title}
            </h1>
            <IconText as="p" icon={Building2} className="flex items-center gap-1 text-base-content/80">{job.company}</IconText>
            {job.closed_at ? (
              <p>
                <Badge tone="accent">Oferta cerrada</Badge>
              </p>
            ) : null}
          </div>
        </header>
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          <li className="flex items-center gap-2">
            <MapPin size={16} aria-hidden="true" />
            {WORK_MODE_LABELS[job.work_mode]}
            {job.work_mode !== 'remote' && job.location ? ` · ${job.location}` : ''}
          </li>
          <IconText as="li" icon={Briefcase} className="flex items-center gap-2">{JOB_TYPE_LABELS[job.job_type]}</IconText>
          <IconText as="li" icon={Wallet} className="flex items-center gap-2 tabular-nums">{salaryRange(job.salary_min, job.salary_max, job.salary_currency)}</IconText>
          <IconText as="li" icon={Clock} className="flex items-center gap-2">Publicada {formatRelativeTime(job.posted_at)}</IconText>
          {website ? (
            <li className="flex items-center gap-2">
              <Globe size={16} aria-hidden="true" />
              <a href={website} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
                Sitio web de la empresa
              </a>
            </li>
          ) : null}
          {job.application_contact ? (
            <li className="flex items-center gap-2">
              <Mail size={16} aria-hidden="true" />
              {contact ? (
                <a href={contact} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-2">
                  {job.application_contact}
                </a>
              ) : (
                <span className="break-all">{job.application_contact}</span>
              )}
            </li>
          ) : null}
        </ul>
        <section aria-labelledby="job-skills" className="flex flex-col gap-2">
          <h2 id="job-skills" className="font-semibold">
            Habilidades requeridas
          </h2>
          <ul className="flex flex-wrap gap-1.5">
            {job.skills.map((s) => (
              <li key={s}>
                <Badge>{s}</Badge>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="job-description" className="flex flex-col gap-2">
          <h2 id="job-description" className="font-semibold">
            Descripción
          </h2>
          <p className="whitespace-pre-line">{job.description}</p>
        </section>
        <section aria-labelledby="job-recruiter" className="flex flex-col gap-2">
          <h2 id="job-recruiter" className="font-semibold">
            Reclutador
          </h2>
          {job.recruiter ? (
            <Link to="/profile/$userId" params={{ userId: job.recruiter.id }} className="flex items-center gap-2 self-start hover:underline" data-testid="job-recruiter">
              <Avatar src={job.recruiter.avatar_url ?? initialsAvatar(job.recruiter.name)} alt="" size={32} />
              {job.recruiter.name}
            </Link>
          ) : (
            <p className="text-sm text-base-content/80">Oferta publicada por el equipo de {job.company}.</p>
          )}
        </section>
        <div className="flex flex-wrap gap-2">
          {mine ? <RecruiterActions job={job} /> : <ApplyButton job={job} />}
        </div>
      </article>
      {mine && user ? <Applicants userId={user.id} jobId={job.id} /> : null}
    </>
  );
}

function RecruiterActions({ job }: { job: JobWithRecruiter }) {
  const close = useMutation(closeJobMutation(job.id));
  const closed = !!job.closed_at;
  return (
    <>
      <ButtonLink to="/post-job-offer" search={{ edit: job.id }} variant="outline">
        <Pencil size={18} aria-hidden="true" />
        Editar oferta
      </ButtonLink>
      <Button variant={closed ? 'secondary' : 'error'} loading={close.isPending} onClick={() => close.mutate(!closed)}>
        {close.isPending ? null : closed ? <LockOpen size={18} aria-hidden="true" /> : <Lock size={18} aria-hidden="true" />}
        {closed ? 'Reabrir oferta' : 'Cerrar oferta'}
      </Button>
    </>
  );
}
