// Private channels (RLS on realtime.messages), broadcasts from the database (realtime.send, broadcast_changes) and
// token handling (bad/expired tokens at join, refresh, expiry while joined, the member's session ending while joined),
// with real supabase-js clients.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { closeClients, joinError, joinTrackingClose, rtClient, sleep, startRealtimeStack, subscribed, userToken, VSNS, waitFor } from './realtime-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack({ realtime: { sessionCheckMs: 300 } });
});
afterEach(closeClients);
afterAll(() => stack?.stop());

const priv = { config: { private: true, broadcast: { ack: true } } };

describe.each(VSNS)('private channels (vsn %s)', (vsn) => {
  it('refuses a join no policy allows, with Realtime reason text', async () => {
    const anonErr = await joinError(rtClient(stack, vsn).channel('room:nobody', priv));
    expect(anonErr).toBe('Unauthorized: You do not have permissions to read from this Channel topic: room:nobody');
    const other = randomUUID();
    const strangerErr = await joinError(rtClient(stack, vsn, (await userToken(stack))).channel(`room:${other}`, priv));
    expect(strangerErr).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: room:${other}`);
  });

  it('refuses every join with the token of a deleted member (its session is gone)', async () => {
    const email = `rt-gone-${randomUUID()}@test.dev`;
    const client = stack.client();
    const { data, error } = await client.auth.signUp({ email, password: 'clave-segura-1' });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    expect(await joinError(rtClient(stack, vsn, token).channel(`public-${randomUUID()}`))).toBe('SUBSCRIBED');
    expect((await stack.admin().auth.admin.deleteUser(data.user!.id)).error).toBeNull();
    expect(await joinError(rtClient(stack, vsn, token).channel(`public-${randomUUID()}`))).toBe('InvalidJWTToken: the session of this token no longer exists');
  });

  it('lets the policy owner join, send and receive; public channels of the same name hear nothing', async () => {
    const uid = randomUUID();
    const token = await userToken(stack, uid);
    const got: any[] = [];
    const publicGot: any[] = [];
    const phone = await subscribed(rtClient(stack, vsn, token).channel(`room:${uid}`, priv).on('broadcast', { event: '*' }, (p) => got.push(p.payload)));
    const laptop = await subscribed(rtClient(stack, vsn, token).channel(`room:${uid}`, priv));
    await subscribed(rtClient(stack, vsn).channel(`room:${uid}`).on('broadcast', { event: '*' }, (p) => publicGot.push(p)));
    expect(await laptop.send({ type: 'broadcast', event: 'dm', payload: { text: 'hola' } })).toBe('ok');
    await waitFor(() => got.length, 5000, 'private delivery');
    expect(got).toEqual([{ text: 'hola' }]);
    expect(phone).toBeTruthy();
    // The private message was fanned out with the phone's copy; a public sentinel sent now reaches the public listener after it.
    const outsider = await subscribed(rtClient(stack, vsn).channel(`room:${uid}`, { config: { broadcast: { ack: true } } }));
    expect(await outsider.send({ type: 'broadcast', event: 'sentinel', payload: {} })).toBe('ok');
    await waitFor(() => publicGot.length, 5000, 'the public sentinel');
    expect(publicGot.map((p) => p.event)).toEqual(['sentinel']);
  });

  it('drops broadcasts the write policy refuses: no delivery and no ack', async () => {
    const reader = rtClient(stack, vsn, (await userToken(stack)));
    const got: any[] = [];
    await subscribed(reader.channel('readonly:news', priv).on('broadcast', { event: '*' }, (p) => got.push(p)));
    const writer = await subscribed(rtClient(stack, vsn, (await userToken(stack))).channel('readonly:news', priv));
    expect(await writer.send({ type: 'broadcast', event: 'x', payload: {} }, { timeout: 800 })).toBe('timed out');
    // A server-side send to the topic (allowed: it bypasses the policies) arrives after anything the refused one gave.
    await stack.db.query(`select realtime.send('{}'::jsonb, 'sentinel', 'readonly:news')`);
    await waitFor(() => got.length, 5000, 'the sentinel');
    expect(got.map((p) => p.event)).toEqual(['sentinel']);
  });

  it('tracks presence only with a presence write policy', async () => {
    const uid = randomUUID();
    const own = await subscribed(
      rtClient(stack, vsn, (await userToken(stack, uid))).channel(`room:${uid}`, { config: { private: true, presence: { key: 'me' } } }).on('presence', { event: 'sync' }, () => undefined),
    );
    expect(await own.track({ online: true })).toBe('ok');
    await waitFor(() => own.presenceState().me, 5000, 'own presence');
    const ro = await subscribed(rtClient(stack, vsn, (await userToken(stack))).channel('readonly:p', { config: { private: true, presence: { key: 'x' } } }));
    expect(await ro.track({ online: true })).toBe('error');
  });

  it('delivers realtime.send rows to channels of the same privacy, with the message id', async () => {
    const uid = randomUUID();
    const privGot: any[] = [];
    const pubGot: any[] = [];
    await subscribed(rtClient(stack, vsn, (await userToken(stack, uid))).channel(`room:${uid}`, priv).on('broadcast', { event: 'notice' }, (p) => privGot.push(p)));
    await subscribed(rtClient(stack, vsn).channel(`room:${uid}`).on('broadcast', { event: 'notice' }, (p) => pubGot.push(p)));
    // Outside any request, as a pg_cron job runs it: private by default.
    await stack.db.query(`select realtime.send('{"n": 1}'::jsonb, 'notice', $1)`, [`room:${uid}`]);
    await stack.db.query(`select realtime.send('{"n": 2}'::jsonb, 'notice', $1, false)`, [`room:${uid}`]);
    await waitFor(() => privGot.length && pubGot.length, 5000, 'both deliveries');
    expect(privGot[0].payload).toMatchObject({ n: 1, id: expect.any(String) });
    expect(privGot[0].meta).toEqual({ id: expect.any(String) });
    expect(pubGot[0].payload).toMatchObject({ n: 2 });
    // Sends reach a socket in commit order: once a third send has arrived, no copy of the first two is still on its way.
    await stack.db.query(`select realtime.send('{"n": 3}'::jsonb, 'notice', $1), realtime.send('{"n": 3}'::jsonb, 'notice', $1, false)`, [`room:${uid}`]);
    await waitFor(() => privGot.length > 1 && pubGot.length > 1, 5000, 'the sentinels');
    expect(privGot.map((p) => p.payload.n)).toEqual([1, 3]);
    expect(pubGot.map((p) => p.payload.n)).toEqual([2, 3]);
  });

  it('delivers realtime.send and realtime.broadcast_changes called from triggers', async () => {
    const topic = `t${randomUUID().slice(0, 8)}`;
    const sent: any[] = [];
    const changes: any[] = [];
    await subscribed(rtClient(stack, vsn).channel(topic).on('broadcast', { event: 'created' }, (p) => sent.push(p.payload)));
    await subscribed(rtClient(stack, vsn, (await userToken(stack))).channel(`readonly:${topic}`, priv).on('broadcast', { event: 'INSERT' }, (p) => changes.push(p.payload)));
    await stack.db.query(`insert into public.events (id, topic, label) values ((select coalesce(max(id), 0) + 1 from public.events), $1, 'nuevo')`, [topic]);
    await waitFor(() => sent.length && changes.length, 5000, 'trigger broadcasts');
    expect(sent[0]).toMatchObject({ label: 'nuevo' });
    expect(changes[0]).toMatchObject({ operation: 'INSERT', table: 'events', schema: 'public', record: { topic, label: 'nuevo' }, old_record: null });
  });

  it('a rolled-back realtime.send is never delivered', async () => {
    const got: any[] = [];
    await subscribed(rtClient(stack, vsn).channel('rollback').on('broadcast', { event: '*' }, (p) => got.push(p)));
    await stack.db
      .transaction(async (tx) => {
        await tx.query(`select realtime.send('{}'::jsonb, 'nope', 'rollback', false)`);
        throw new Error('abort');
      })
      .catch(() => undefined);
    await stack.db.query(`select realtime.send('{}'::jsonb, 'yes', 'rollback', false)`);
    // Sends arrive in commit order, so the committed one is the sentinel: nothing rolled back came before it.
    await waitFor(() => got.length, 5000, 'committed send');
    expect(got.map((p) => p.event)).toEqual(['yes']);
  });

  it('HTTP broadcast to a private topic needs the write policy or the service role', async () => {
    const uid = randomUUID();
    const got: any[] = [];
    await subscribed(rtClient(stack, vsn, (await userToken(stack, uid))).channel(`room:${uid}`, priv).on('broadcast', { event: '*' }, (p) => got.push(p.event)));
    const post = (auth: string, event: string) =>
      fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: stack.config.keys.publishableKey, Authorization: `Bearer ${auth}` },
        body: JSON.stringify({ messages: [{ topic: `room:${uid}`, event, payload: {}, private: true }] }),
      });
    expect((await post(stack.config.keys.publishableKey, 'anon')).status).toBe(202);
    expect((await post((await userToken(stack)), 'stranger')).status).toBe(202);
    expect((await post((await userToken(stack, uid)), 'owner')).status).toBe(202);
    expect((await post(stack.config.keys.serviceRoleKey, 'service')).status).toBe(202);
    await waitFor(() => got.length === 2, 5000, 'two allowed');
    expect(got).toEqual(['owner', 'service']);
  });
});

describe.each(VSNS)('tokens (vsn %s)', (vsn) => {
  it('refuses joins with expired or invalid tokens', async () => {
    const expired = rtClient(stack, vsn, (await userToken(stack, randomUUID(), -30)));
    expect(await joinError(expired.channel('any'))).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    const forged = rtClient(stack, vsn, (await userToken(stack)).slice(0, -4) + 'AAAA');
    expect(await joinError(forged.channel('any'))).toBe('InvalidJWTToken: Failed to validate JWT signature');
  });

  it('closes a private channel when a refreshed token is invalid, telling the client why', async () => {
    const uid = randomUUID();
    const client = rtClient(stack, vsn, (await userToken(stack, uid)));
    const system: any[] = [];
    const ch = client.channel(`room:${uid}`, priv).on('system', {}, (p) => system.push(p));
    const { closed } = await joinTrackingClose(ch);
    await client.realtime.setAuth((await userToken(stack, uid, -5)));
    await waitFor(() => closed(), 5000, 'channel closed');
    expect(system.at(-1)).toMatchObject({ status: 'error', extension: 'system', message: expect.stringMatching(/^InvalidJWTToken: Token has expired/) });
  });

  it('closes a private channel whose token expires while joined', async () => {
    const uid = randomUUID();
    const client = rtClient(stack, vsn, (await userToken(stack, uid, 2)));
    const system: any[] = [];
    const ch = client.channel(`room:${uid}`, priv).on('system', {}, (p) => system.push(p));
    const { closed } = await joinTrackingClose(ch);
    await waitFor(() => closed(), 6000, 'channel closed on expiry');
    expect(system.at(-1)).toMatchObject({ status: 'error', message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) });
  });

  it.each(['deleted', 'signed out'])('closes the open private channels of a member once %s; public ones stay', async (how) => {
    const { data, error } = await stack.client().auth.signUp({ email: `rt-ended-${randomUUID()}@test.dev`, password: 'clave-segura-1' });
    expect(error).toBeNull();
    const { user, session } = data;
    const client = rtClient(stack, vsn, session!.access_token);
    const system: any[] = [];
    const ch = client.channel(`room:${user!.id}`, priv).on('system', {}, (p) => system.push(p));
    const { closed } = await joinTrackingClose(ch);
    const open = client.channel(`public-${randomUUID()}`);
    const { closed: publicClosed } = await joinTrackingClose(open);
    await sleep(600);
    expect(closed()).toBe(false);
    if (how === 'deleted') expect((await stack.admin().auth.admin.deleteUser(user!.id)).error).toBeNull();
    else expect((await stack.admin().auth.admin.signOut(session!.access_token)).error).toBeNull();
    await waitFor(() => closed(), 5000, 'private channel closed');
    expect(system.at(-1)).toMatchObject({ status: 'error', message: 'InvalidJWTToken: the session of this token no longer exists' });
    expect(publicClosed()).toBe(false);
  });

  it('a refreshed token for another user loses access to the old private room', async () => {
    const uid = randomUUID();
    const client = rtClient(stack, vsn, (await userToken(stack, uid)));
    const system: any[] = [];
    const ch = client.channel(`room:${uid}`, priv).on('system', {}, (p) => system.push(p));
    const { closed } = await joinTrackingClose(ch);
    await client.realtime.setAuth((await userToken(stack, randomUUID())));
    await waitFor(() => closed(), 5000, 'closed after losing access');
    expect(system.at(-1)).toMatchObject({ status: 'error', message: `Unauthorized: You do not have permissions to read from this Channel topic: room:${uid}` });
  });
});

describe('broadcast from a pg_cron job', () => {
  it.each(VSNS)('a scheduled realtime.send reaches subscribers (vsn %s)', async (vsn) => {
    const cron = await startRealtimeStack({ runCron: true });
    try {
      await cron.db.exec(`create extension if not exists pg_cron;
        select cron.schedule('realtime-tick', '1 seconds', $$select realtime.send('{"from": "cron"}'::jsonb, 'tick', 'cron-news', false)$$);`);
      const got: any[] = [];
      await subscribed(rtClient(cron, vsn).channel('cron-news').on('broadcast', { event: 'tick' }, (p) => got.push(p.payload)));
      await waitFor(() => got.length, 8000, 'a tick from the cron job');
      expect(got[0]).toMatchObject({ from: 'cron', id: expect.any(String) });
    } finally {
      await cron.db.exec(`select cron.unschedule('realtime-tick')`).catch(() => undefined);
      await closeClients();
      await cron.stop();
    }
  });
});
