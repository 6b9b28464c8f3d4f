// The jobs feature's query and mutation factories against local-supabase: offers, Busco Empleo profiles, applications.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED, seedMember, useApp, type Member } from './support';
import { applicantsQuery } from '@/features/jobs/api/applicants-query';
import { applyToJobMutation } from '@/features/jobs/api/apply-to-job-mutation';
import { candidatesQuery, type CandidatesPage } from '@/features/jobs/api/candidates-query';
import { closeJobMutation } from '@/features/jobs/api/close-job-mutation';
import { jobQuery } from '@/features/jobs/api/job-query';
import { jobsQuery, type JobsPage } from '@/features/jobs/api/jobs-query';
import { myApplicationsQuery } from '@/features/jobs/api/my-applications-query';
import { myJobSeekerQuery } from '@/features/jobs/api/my-job-seeker-query';
import { saveJobOfferMutation } from '@/features/jobs/api/save-job-offer-mutation';
import { saveJobSeekerMutation } from '@/features/jobs/api/save-job-seeker-mutation';
import { offerDraftFrom, type OfferDraft } from '@/features/jobs/offer-rules';
import { emptySeekerDraft } from '@/features/jobs/seeker-rules';
import type { Applicant, JobWithRecruiter } from '@/features/jobs/api/types';

const app = useApp();
const ALL = { q: '', location: '', type: 'all' } as const;

const offer = (title: string): OfferDraft => ({
  ...offerDraftFrom(null),
  jobTitle: title,
  companyName: 'Prueba S.A.',
  jobLocation: 'remote',
  jobType: 'contract',
  skillsRequired: ['SQL'],
  jobDescription: 'Una oferta de prueba.',
  applicationLinkOrEmail: 'rrhh@prueba.example',
});

async function publishOffer(recruiter: Member, title: string): Promise<number> {
  await app.as(recruiter);
  return app.mutate<number>(saveJobOfferMutation(null), { draft: offer(title), clientId: randomUUID() });
}

async function publishSeeker(member: Member): Promise<void> {
  await app.as(member);
  await app.mutate(saveJobSeekerMutation(member.id), { ...emptySeekerDraft(), desiredRole: 'Analista', skills: ['SQL'], experienceLevel: 'mid', availability: 'full-time' });
}

describe('job listings', () => {
  it('lists open seeded offers newest first with the total, and filters by type and text', async () => {
    await app.as(null);
    const page = await app.fetch<JobsPage>(jobsQuery(ALL));
    const [{ count }] = await app.sql<{ count: number }>('select count(*)::int as count from public.jobs where closed_at is null');
    expect(page.total).toBe(count);
    expect(page.jobs).toHaveLength(10);
    const posted = page.jobs.map((j) => j.posted_at);
    expect(posted).toEqual([...posted].sort().reverse());
    const internships = await app.fetch<JobsPage>(jobsQuery({ ...ALL, type: 'internship' }));
    expect(internships.jobs.map((j) => j.title).sort()).toEqual(['Prácticas de desarrollo web', 'Prácticas en Marketing Digital']);
    const flutter = await app.fetch<JobsPage>(jobsQuery({ ...ALL, q: 'flutter' }));
    expect(flutter.jobs.map((j) => j.company)).toEqual(['Finanzas Claras']);
  });

  it('reads one offer with its recruiter, and null for an unknown id', async () => {
    const [{ id }] = await app.sql<{ id: number }>("select id::int from public.jobs where recruiter_id = $1", [SEED.carlos]);
    const job = await app.fetch<JobWithRecruiter>(jobQuery(id));
    expect(job).toMatchObject({ id, title: 'Mentor/a de JavaScript para bootcamp', recruiter: { id: SEED.carlos, name: 'Carlos Mendoza' } });
    expect(await app.fetch(jobQuery(987654))).toBeNull();
  });

  it('finds candidates by skill with their learning record', async () => {
    const page = await app.fetch<CandidatesPage>(candidatesQuery({ q: '', skill: 'react' }));
    expect(page.candidates.map((c) => c.name).sort()).toEqual(['Diego Ramírez', 'María José Pérez']);
    const diego = page.candidates.find((c) => c.user_id === SEED.diego);
    expect(diego?.learning).toMatchObject({ coursesCompleted: expect.any(Number), quizScores: expect.any(Array) });
    expect(page.candidates.find((c) => c.user_id === null)?.learning).toBeNull();
  });
});

describe('applying to an offer', () => {
  it("shows the applicant to the offer's recruiter only, and remembers the application", async () => {
    const recruiter = await app.member('Reclutadora Uno');
    const applicant = await app.member('Aspirante Uno');
    const stranger = await app.member('Curiosa Uno');
    const jobId = await publishOffer(recruiter, 'Analista SQL');
    await publishSeeker(applicant);
    expect(await app.fetch(myJobSeekerQuery(applicant.id))).toMatchObject({ user_id: applicant.id, name: 'Aspirante Uno', desired_role: 'Analista' });

    expect(await app.fetch<Set<number>>(myApplicationsQuery(applicant.id))).not.toContain(jobId);
    const clientId = randomUUID();
    await app.mutate(applyToJobMutation(applicant.id), { jobId, clientId });
    // The mutation invalidated the cached list: the same QueryClient reads it again.
    expect(await app.fetch<Set<number>>(myApplicationsQuery(applicant.id))).toContain(jobId);
    // A resent click (same id) stores it once; a second application is refused with the server's text.
    await app.mutate(applyToJobMutation(applicant.id), { jobId, clientId });
    const again = await app.refusal(app.mutate(applyToJobMutation(applicant.id), { jobId, clientId: randomUUID() }));
    expect(again).toMatchObject({ code: 'already_applied', message: await app.errorText('already_applied') });

    await app.as(recruiter);
    const applicants = await app.fetch<Applicant[]>(applicantsQuery(recruiter.id, jobId));
    expect(applicants).toEqual([expect.objectContaining({ applicant_id: applicant.id, seeker: expect.objectContaining({ name: 'Aspirante Uno', skills: ['SQL'] }) })]);
    await app.as(stranger);
    expect(await app.fetch(applicantsQuery(stranger.id, jobId))).toEqual([]);
  });

  it('refuses applying without a Busco Empleo profile and to one’s own offer', async () => {
    const recruiter = await app.member();
    const jobId = await publishOffer(recruiter, 'Oferta propia');
    const own = await app.refusal(app.mutate(applyToJobMutation(recruiter.id), { jobId, clientId: randomUUID() }));
    expect(own.code).toBe('cannot_apply_own_offer');
    const newcomer = await app.member();
    await app.as(newcomer);
    const none = await app.refusal(app.mutate(applyToJobMutation(newcomer.id), { jobId, clientId: randomUUID() }));
    expect(none).toMatchObject({ code: 'job_seeker_profile_required', message: await app.errorText('job_seeker_profile_required') });
  });
});

describe("a recruiter's offers", () => {
  it('publishes once per form, edits only their own and closes it out of the list', async () => {
    const recruiter = await app.member();
    const clientId = randomUUID();
    await app.as(recruiter);
    const id = await app.mutate<number>(saveJobOfferMutation(null), { draft: offer('Primera versión'), clientId });
    expect(await app.mutate(saveJobOfferMutation(null), { draft: offer('Primera versión'), clientId })).toBe(id);
    expect(await app.sql('select id from public.jobs where client_id = $1', [clientId])).toHaveLength(1);
    await app.mutate(saveJobOfferMutation(id), { draft: offer('Segunda versión'), clientId });
    expect(await app.fetch(jobQuery(id))).toMatchObject({ title: 'Segunda versión', recruiter: { id: recruiter.id } });

    const other = await app.member();
    await app.as(other);
    expect((await app.refusal(app.mutate(saveJobOfferMutation(id), { draft: offer('Ajena'), clientId }))).code).toBe('job_edit_refused');
    expect((await app.refusal(app.mutate(closeJobMutation(id), true))).code).toBe('job_close_refused');

    await app.as(recruiter);
    expect((await app.fetch<JobsPage>(jobsQuery({ ...ALL, q: 'Segunda versión' }))).jobs.map((j) => j.id)).toEqual([id]);
    expect(await app.mutate(closeJobMutation(id), true)).toBe(true);
    expect((await app.fetch<JobsPage>(jobsQuery({ ...ALL, q: 'Segunda versión' }))).jobs).toEqual([]);
    await publishSeeker(other);
    expect((await app.refusal(app.mutate(applyToJobMutation(other.id), { jobId: id, clientId: randomUUID() }))).code).toBe('job_closed');
  });

  it("lists the seed's applicant to Carlos", async () => {
    await app.as(seedMember('carlos'));
    const [{ id }] = await app.sql<{ id: number }>('select id::int from public.jobs where recruiter_id = $1', [SEED.carlos]);
    expect((await app.fetch<Applicant[]>(applicantsQuery(SEED.carlos, id))).map((a) => a.applicant_id)).toEqual([SEED.diego]);
  });
});
