// The moderation feature's factories against local-supabase with the product's access token hook: the role claim, the
// queue with claims and decisions, applications, the log, and a revoked role gone at the next refresh.
import { describe, expect, it } from 'vitest';
import { seedMember, useApp, type Member } from './support';
import { supabase } from '@/lib/supabase';
import { staffRole } from '@/lib/staff-role';
import { claimReportMutation } from '@/features/moderation/api/claim-report-mutation';
import { decideReportMutation } from '@/features/moderation/api/decide-report-mutation';
import { reportQueueQuery, OPEN_QUEUE, type QueueItem } from '@/features/moderation/api/report-queue-query';
import { staffApplicationsQuery, type StaffApplication } from '@/features/moderation/api/staff-applications-query';
import { decideApplicationMutation } from '@/features/moderation/api/decide-application-mutation';
import { staffLogQuery, type StaffAction } from '@/features/moderation/api/staff-log-query';
import { suspensionEnd } from '@/features/auth/api/suspension-end';
import { signOutReason } from '@/features/auth/suspension';
import { toAppError } from '@/lib/errors';

const app = useApp();
const ADMIN: Member = { id: 'a0000000-0000-4000-8000-000000000011', email: 'admin@nexo.dev', password: 'nexo1234', name: 'Laura Medina' };
const MODERATOR: Member = { id: 'a0000000-0000-4000-8000-000000000012', email: 'moderador@nexo.dev', password: 'nexo1234', name: 'Tomás Vega' };

const SEED_DEMO = seedMember('demo').id;

const currentRole = async () => staffRole((await supabase.auth.getSession()).data.session);

describe('moderation', () => {
  it('the access token carries the staff role: admin, moderator, nobody for a member', async () => {
    await app.as(ADMIN);
    expect(await currentRole()).toBe('admin');
    await app.as(MODERATOR);
    expect(await currentRole()).toBe('moderator');
    await app.as(seedMember('demo'));
    expect(await currentRole()).toBeNull();
    expect((await app.refusal(app.fetch(reportQueueQuery(SEED_DEMO, OPEN_QUEUE)))).message).toBe(await app.errorText('not_staff'));
  });

  it('a report joins the queue; one moderator claims it, another is refused, the decision hides the post and resolves the report', async () => {
    const author = await app.member('Autor Denunciado');
    const reporter = await app.member('Denunciante');
    const [post] = await app.sql<{ id: string }>(`insert into public.posts (community_id, author_id, title, content) values (1, $1, 'Oferta milagrosa', 'Compra ya.') returning id::text`, [author.id]);
    const { error } = await (await app.elsewhere(reporter)).from('reports').insert({ target_type: 'post', target_id: post.id, reason: 'Spam' });
    expect(error).toBeNull();
    const target = { target_type: 'post', target_id: post.id };

    await app.as(MODERATOR);
    const find = async (status: 'open' | 'resolved') => (await app.fetch<QueueItem[]>(reportQueueQuery(MODERATOR.id, { ...OPEN_QUEUE, status, kind: 'post' }))).find((i) => i.target_id === post.id);
    expect(await find('open')).toMatchObject({ reports_count: 1, author_id: author.id, preview: 'Oferta milagrosa', link: `/post/${post.id}`, reports: [expect.objectContaining({ reason: 'Spam', reporter_name: 'Denunciante' })] });
    await app.mutate(claimReportMutation(MODERATOR.id), { target, release: false });
    expect((await find('open'))?.claimed_by).toBe(MODERATOR.id);

    await app.as(ADMIN);
    expect((await app.refusal(app.mutate(decideReportMutation(ADMIN.id), { target, decision: 'warn', reason: 'Aviso' }))).message).toBe(await app.errorText('report_claimed'));

    await app.as(MODERATOR);
    expect((await app.refusal(app.mutate(decideReportMutation(MODERATOR.id), { target, decision: 'hide', reason: '  ' }))).message).toBe(await app.errorText('staff_reason_required'));
    await app.mutate(decideReportMutation(MODERATOR.id), { target, decision: 'hide', reason: 'Publicidad engañosa' });
    expect(await find('open')).toBeUndefined();
    expect(await find('resolved')).toMatchObject({ decision: 'hide', hidden: true, decided_by: MODERATOR.id });
    expect(await app.sql(`select hidden_by_moderation from public.posts where id = $1`, [post.id])).toEqual([{ hidden_by_moderation: true }]);
    expect(await app.sql(`select status from public.reports where target_id = $1`, [post.id])).toEqual([{ status: 'reviewed' }]);
    // A second decision on the decided item is refused; a restore is not.
    expect((await app.refusal(app.mutate(decideReportMutation(MODERATOR.id), { target, decision: 'dismiss', reason: 'Tarde' }))).message).toBe(await app.errorText('report_already_decided'));
    await app.mutate(decideReportMutation(MODERATOR.id), { target, decision: 'restore', reason: 'Revisado de nuevo' });
    expect(await app.sql(`select hidden_by_moderation from public.posts where id = $1`, [post.id])).toEqual([{ hidden_by_moderation: false }]);

    const log = await app.fetch<StaffAction[]>(staffLogQuery(MODERATOR.id, '', 0));
    expect(log.slice(0, 3).map((a) => [a.action, a.target_id, a.reason, a.actor?.name])).toEqual([
      ['restore', post.id, 'Revisado de nuevo', 'Tomás Vega'],
      ['hide', post.id, 'Publicidad engañosa', 'Tomás Vega'],
      ['claim', post.id, null, 'Tomás Vega'],
    ]);
    expect((await app.fetch<StaffAction[]>(staffLogQuery(MODERATOR.id, 'hide', 0))).every((a) => a.action === 'hide')).toBe(true);
  });

  it('a pending application is approved once with a reason; the applicant becomes a host', async () => {
    const applicant = await app.member('Aspirante Anfitriona');
    const [row] = await app.sql<{ id: string }>(
      `insert into public.applications (user_id, kind, full_name, email, expertise, motivation, agreed_to_terms) values ($1, 'host', 'Aspirante Anfitriona', $2, 'Cocina', 'Enseñar cocina en vivo.', true) returning id::text`,
      [applicant.id, applicant.email],
    );
    const id = Number(row.id);
    await app.as(MODERATOR);
    expect((await app.fetch<StaffApplication[]>(staffApplicationsQuery(MODERATOR.id, true))).find((a) => a.id === id)).toMatchObject({ kind: 'host', applicant: { name: 'Aspirante Anfitriona' } });
    await app.mutate(decideApplicationMutation(MODERATOR.id), { id, approve: true, reason: 'Buen perfil' });
    expect((await app.fetch<StaffApplication[]>(staffApplicationsQuery(MODERATOR.id, true))).find((a) => a.id === id)).toBeUndefined();
    expect((await app.fetch<StaffApplication[]>(staffApplicationsQuery(MODERATOR.id, false))).find((a) => a.id === id)).toMatchObject({ status: 'approved', decision_reason: 'Buen perfil' });
    expect((await app.refusal(app.mutate(decideApplicationMutation(MODERATOR.id), { id, approve: false, reason: 'Otra vez' }))).message).toBe(await app.errorText('application_already_decided'));
    await app.as(applicant);
    expect((await supabase.rpc('my_capabilities')).data).toEqual(['host']);
  });

  it('a revoked role is gone at the next token refresh, for the app and for the database', async () => {
    const helper = await app.member('Moderadora Temporal');
    await app.as(ADMIN);
    expect((await supabase.rpc('set_member_role', { member: helper.id, new_role: 'moderator', reason: 'Refuerzo' })).error).toBeNull();
    await app.as(helper);
    expect(await currentRole()).toBe('moderator');
    await app.fetch(reportQueueQuery(helper.id, OPEN_QUEUE));
    await app.sql('delete from public.user_roles where user_id = $1', [helper.id]);
    // Until the token is refreshed the claim stands (as on hosted Supabase); the refresh drops it.
    expect((await supabase.auth.refreshSession()).error).toBeNull();
    expect(await currentRole()).toBeNull();
    expect((await app.refusal(app.fetch(reportQueueQuery(helper.id, { ...OPEN_QUEUE, status: 'resolved' })))).message).toBe(await app.errorText('not_staff'));
  });

  it("a suspension ends the member's session; the last token still reads until when (what /login says)", async () => {
    const member = await app.member('Miembro Suspendido');
    await app.as(member);
    const token = (await supabase.auth.getSession()).data.session!.access_token;
    expect(await suspensionEnd(token)).toBeNull();
    const reporter = await app.elsewhere(await app.member('Testigo'));
    expect((await reporter.from('reports').insert({ target_type: 'profile', target_id: member.id, reason: 'Acoso' })).error).toBeNull();
    const moderator = await app.elsewhere(MODERATOR);
    const decided = await moderator.rpc('decide_report', { target_type: 'profile', target_id: member.id, decision: 'suspend', reason: 'Acoso', suspend_hours: 2 });
    expect(decided.error).toBeNull();
    // GoTrue: the session is gone (it does not say why)...
    const { error } = await supabase.auth.getUser(token);
    expect(signOutReason({ code: toAppError(error!).code, name: error!.name })).toBe('sesion-cerrada');
    // ...and the token, still signed and unexpired, reads the suspension's end.
    const until = Date.parse((await suspensionEnd(token))!);
    expect(Math.abs(until - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);
  });
});
