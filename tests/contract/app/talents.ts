// The talents feature's query and mutation factories against local-supabase: the catalogue, requests and the talent's inbox.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApp, type Member } from './support';
import { requestContentMutation } from '@/features/talents/api/request-content-mutation';
import { setRequestStatusMutation } from '@/features/talents/api/set-request-status-mutation';
import { talentInboxQuery, type ReceivedRequest } from '@/features/talents/api/talent-inbox-query';
import { talentsQuery } from '@/features/talents/api/talents-query';
import type { Talent } from '@/features/talents/catalog';

const app = useApp();

/** Gives `member` the talent account of the first seeded talent (staff link accounts; members cannot). */
async function talentAccount(member: Member): Promise<Talent> {
  await app.as(null);
  const [talent] = await app.fetch<Talent[]>(talentsQuery());
  await app.sql('update public.talents set user_id = $1 where id = $2', [member.id, talent.id]);
  return talent;
}

describe('talents', () => {
  it('lists every talent by id with its services', async () => {
    const talents = await app.fetch<Talent[]>(talentsQuery());
    const stored = await app.sql<{ id: number; services: number }>(
      'select t.id::int, (select count(*)::int from public.talent_services s where s.talent_id = t.id) as services from public.talents t order by t.id',
    );
    expect(talents.map((t) => [t.id, t.services.length])).toEqual(stored.map((t) => [t.id, t.services]));
    expect(talents[0].services[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: expect.anything(), currency: expect.any(String) });
  });

  it("a request reaches the talent's inbox only; the talent sets its status and nobody else can", async () => {
    const talentMember = await app.member('Talento Con Cuenta');
    const talent = await talentAccount(talentMember);
    const fan = await app.member('Fan');
    await app.as(fan);
    const clientId = randomUUID();
    const draft = { serviceId: String(talent.services[0].id), name: 'Fan', email: fan.email, instructions: 'Un saludo para mi hermana.' };
    await app.mutate(requestContentMutation(fan.id, talent.id), { draft, clientId });
    await app.mutate(requestContentMutation(fan.id, talent.id), { draft, clientId });
    expect(await app.sql('select 1 from public.content_requests where client_id = $1', [clientId])).toHaveLength(1);
    expect(await app.fetch(talentInboxQuery(fan.id, [talent.id]))).toEqual([expect.objectContaining({ instructions: 'Un saludo para mi hermana.' })]);

    await app.as(talentMember);
    const [request] = await app.fetch<ReceivedRequest[]>(talentInboxQuery(talentMember.id, [talent.id]));
    expect(request).toMatchObject({ talent_id: talent.id, name: 'Fan', status: 'pending' });
    await app.mutate(setRequestStatusMutation(talentMember.id), { id: request.id, status: 'accepted' });
    // onSuccess invalidated the inbox: the same QueryClient reads the new status.
    expect((await app.fetch<ReceivedRequest[]>(talentInboxQuery(talentMember.id, [talent.id])))[0].status).toBe('accepted');

    const stranger = await app.member();
    await app.as(stranger);
    expect(await app.fetch(talentInboxQuery(stranger.id, [talent.id]))).toEqual([]);
    const refused = await app.refusal(app.mutate(setRequestStatusMutation(stranger.id), { id: request.id, status: 'rejected' }));
    expect(refused).toMatchObject({ code: 'not_request_addressee', message: 'No puedes cambiar esta solicitud.' });
  });
});
