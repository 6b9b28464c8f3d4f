// The second factor is enforced by the database (issue 33): with supabase-js (REST and realtime) on the app's migrations,
// a member who enrolled an authenticator app and signed in with the password alone (aal1) is refused a post and a
// member function, reads no direct message and cannot join their private channel; the same member after the second
// step (aal2) can, and a member without a factor is unaffected. On PGlite, or on a fresh database of DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { totpAt } from '../../local-supabase/auth/service/totp.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import { joinError } from './realtime-helpers.js';
import { freshPostgresDatabase } from './stack-process.js';

const PASSWORD = 'clave-segura-1';
let stack: StackHandle;
let fresh: { drop: () => Promise<void> } | undefined;

beforeAll(async () => {
  const db = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  fresh = db;
  stack = await startStack({
    port: 0,
    dbPort: 0,
    mailPort: 0,
    data: 'memory',
    databaseUrl: db?.url,
    serveDb: false,
    serveMail: false,
    runCron: false,
    workdir: new URL('../..', import.meta.url).pathname,
    auth: { rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, mfaChallengeVerify: 10_000 } },
  });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  await fresh?.drop();
});

const client = (key = DEFAULT_KEYS.publishableKey) =>
  createClient(stack.apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } });

/** Joins the member's private channel user:<id> with the client's current access token: 'SUBSCRIBED' or the refusal. */
async function joinOwnTopic(c: SupabaseClient, id: string): Promise<string> {
  await c.realtime.setAuth((await c.auth.getSession()).data.session!.access_token);
  const ch = c.channel(`user:${id}`, { config: { private: true } });
  const outcome = await joinError(ch);
  await c.removeChannel(ch);
  return outcome;
}

/** A confirmed member signed in with the password (aal1). */
async function member(name: string): Promise<{ c: SupabaseClient; id: string; email: string }> {
  const email = `dos-pasos-${randomUUID().slice(0, 8)}@ejemplo.com`;
  const admin = client(DEFAULT_KEYS.secretKey);
  const { data, error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { full_name: name } });
  expect(error).toBeNull();
  const c = client();
  expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { c, id: data.user!.id, email };
}

describe('the second factor, enforced by RLS over REST', () => {
  it('an aal1 session of an enrolled member is refused a post, its DMs and its private channel; aal2 gets them', async () => {
    const enrolled = await member('Tomás Dos Pasos');
    const friend = await member('Fede Sin Factor');
    const community = (await stack.db.query<{ id: string }>(`select id::text from public.communities order by id limit 1`)).rows[0].id;
    // The friend (no factor) writes first: a direct message to the member who will enrol.
    const conversation = await friend.c.rpc('open_conversation', { other_user_id: enrolled.id });
    expect(conversation.error).toBeNull();
    const sent = await friend.c.rpc('send_message', { message_id: randomUUID(), conversation_id: conversation.data, body: 'Un secreto' });
    expect(sent.error).toBeNull();

    // The member enrols an authenticator app (their session becomes aal2), then signs in again with the password only.
    const factor = await enrolled.c.auth.mfa.enroll({ factorType: 'totp' });
    expect(factor.error).toBeNull();
    const secret = factor.data!.totp.secret;
    expect((await enrolled.c.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: totpAt(secret) })).error).toBeNull();
    const aal1 = client();
    expect((await aal1.auth.signInWithPassword({ email: enrolled.email, password: PASSWORD })).error).toBeNull();
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const post = { community_id: Number(community), title: 'Desde aal1', content: 'No debería publicarse' };
    const refused = await aal1.from('posts').insert(post);
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501', message: 'insufficient_aal', details: 'Confirma primero el código de tu app de autenticación.' });
    expect((await aal1.from('messages').select('body')).data).toEqual([]);
    expect((await aal1.from('posts').select('id').eq('community_id', post.community_id).limit(1)).data).toHaveLength(1);
    const firstPost = (await aal1.from('posts').select('id').order('id').limit(1)).data![0].id;
    const rpc = await aal1.rpc('toggle_save_post', { post_id: firstPost });
    expect([rpc.status, rpc.error?.message]).toEqual([403, 'insufficient_aal']);
    expect(await joinOwnTopic(aal1, enrolled.id)).not.toBe('SUBSCRIBED');

    // The second step, one TOTP period later (a code verifies once).
    expect((await aal1.auth.mfa.challengeAndVerify({ factorId: factor.data!.id, code: totpAt(secret, Date.now() + 30_000) })).error).toBeNull();
    const taken = await aal1.from('posts').insert({ ...post, title: 'Desde aal2' });
    expect(taken.error).toBeNull();
    expect((await aal1.from('messages').select('body')).data).toEqual([{ body: 'Un secreto' }]);
    expect(await joinOwnTopic(aal1, enrolled.id)).toBe('SUBSCRIBED');
    expect((await stack.db.query(`select title from public.posts where author_id = $1`, [enrolled.id])).rows).toEqual([{ title: 'Desde aal2' }]);

    // A member without a factor is unaffected at aal1.
    expect((await friend.c.from('posts').insert({ ...post, title: 'Sin factor' })).error).toBeNull();
    expect((await friend.c.from('messages').select('body')).data).toEqual([{ body: 'Un secreto' }]);
    expect(await joinOwnTopic(friend.c, friend.id)).toBe('SUBSCRIBED');
    for (const c of [aal1, enrolled.c, friend.c]) await c.removeAllChannels();
  });
});
