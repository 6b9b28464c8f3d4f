// The applications feature's query and mutation factories against local-supabase: experts, session requests, applications.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApp } from './support';
import { answerSessionMutation } from '@/features/applications/api/answer-session-mutation';
import { expertInboxQuery, type SessionRequest } from '@/features/applications/api/expert-inbox-query';
import { expertsQuery, type Expert } from '@/features/applications/api/experts-query';
import { myRequestsQuery, type MyRequests } from '@/features/applications/api/my-requests-query';
import { requestSessionMutation } from '@/features/applications/api/request-session-mutation';
import { submitApplicationMutation } from '@/features/applications/api/submit-application-mutation';
import type { ApplicationDraft } from '@/features/applications/application-rules';

const app = useApp();
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('experts and session requests', () => {
  it('lists the experts in their curated order', async () => {
    const experts = await app.fetch<Expert[]>(expertsQuery());
    const stored = await app.sql<{ id: number }>('select id::int from public.experts order by position, id');
    expect(experts.map((e) => e.id)).toEqual(stored.map((e) => e.id));
    expect(experts[0]).toMatchObject({ name: expect.any(String), specialty: expect.any(String), rating: expect.anything() });
  });

  it("a request reaches the expert's inbox with the requester's name; the expert answers it, nobody else can", async () => {
    const expertMember = await app.member('Experta Con Cuenta');
    const [expert] = await app.fetch<Expert[]>(expertsQuery());
    await app.sql('update public.experts set user_id = $1 where id = $2', [expertMember.id, expert.id]);
    const requester = await app.member('Solicitante');
    await app.as(requester);
    await app.fetch(myRequestsQuery(requester.id));
    const clientId = randomUUID();
    const vars = { draft: { date: tomorrow, time: '10:00', topic: '  Revisar mi portafolio  ' }, clientId };
    await app.mutate(requestSessionMutation(requester.id, expert.id), vars);
    await app.mutate(requestSessionMutation(requester.id, expert.id), vars);
    // onSuccess invalidated the member's requests: the same QueryClient reads the one stored request.
    expect((await app.fetch<MyRequests>(myRequestsQuery(requester.id))).sessions).toEqual([
      expect.objectContaining({ status: 'pending', topic: 'Revisar mi portafolio', expert: { name: expert.name } }),
    ]);

    await app.as(expertMember);
    const [request] = await app.fetch<SessionRequest[]>(expertInboxQuery(expertMember.id, [expert.id]));
    expect(request).toMatchObject({ topic: 'Revisar mi portafolio', preferred_date: tomorrow, requester: { id: requester.id, name: 'Solicitante' } });
    await app.mutate(answerSessionMutation(expertMember.id), { id: request.id, status: 'accepted' });
    expect((await app.fetch<SessionRequest[]>(expertInboxQuery(expertMember.id, [expert.id])))[0].status).toBe('accepted');

    const stranger = await app.member();
    await app.as(stranger);
    expect(await app.fetch(expertInboxQuery(stranger.id, [expert.id]))).toEqual([]);
    expect((await app.refusal(app.mutate(answerSessionMutation(stranger.id), { id: request.id, status: 'rejected' }))).code).toBe('not_session_expert');
  });
});

describe('instructor and expert applications', () => {
  it('one open application per kind; my requests list it as pending', async () => {
    const member = await app.member('Aspirante Instructora');
    await app.as(member);
    const draft: ApplicationDraft = { fullName: 'Aspirante Instructora', email: member.email, expertise: 'Diseño, Figma', years: '4', linkedin: '', pitch: 'Un curso de Figma desde cero.' };
    await app.mutate(submitApplicationMutation(member.id, 'instructor', 0), draft);
    await app.mutate(submitApplicationMutation(member.id, 'expert', 0), draft);
    const again = await app.refusal(app.mutate(submitApplicationMutation(member.id, 'instructor', 0), draft));
    expect(again).toMatchObject({ code: 'instructor_application_exists', message: 'Ya tienes una solicitud de instructor en revisión o aprobada.' });
    const mine = await app.fetch<MyRequests>(myRequestsQuery(member.id));
    expect(mine.applications.map((a) => [a.kind, a.status]).sort()).toEqual([
      ['expert', 'pending'],
      ['instructor', 'pending'],
    ]);
    expect(mine).toMatchObject({ jobs: [], content: [], sessions: [], offers: [] });
  });
});
