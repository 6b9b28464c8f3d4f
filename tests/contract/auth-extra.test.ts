// Auth contract, remaining endpoints and codes: legacy /magiclink, reauthenticate + secure password change, resend of an
// email change, anonymous → email upgrade, 403 user_banned for a token, refresh without a session, failing auth.users trigger.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { followLink, mailCode, raw, uniqueEmail } from './auth-helpers.js';

const fixtureSql = readFileSync(new URL('./fixtures/auth-trigger.sql', import.meta.url), 'utf8');
let stack: TestStack;
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  stack = await startTestStack({
    fixtureSql,
    auth: {
      enableAnonymousSignIns: true,
      email: { securePasswordChange: true, maxFrequencySeconds: 0 },
      rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000, anonymousUsers: 10_000 },
    },
  });
});
afterAll(() => stack?.stop());

async function signedUp(tag: string) {
  const email = uniqueEmail(tag);
  const client = stack.client();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, client, session: data.session!, user: data.user! };
}

const later = async () => {
  const since = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 5));
  return since;
};

describe('legacy POST /magiclink', () => {
  it('answers {} and mails a working magic link', async () => {
    const { email } = await signedUp('legacy-magic');
    const since = await later();
    const r = await raw(stack, 'POST', '/magiclink', { body: { email } });
    expect(r).toMatchObject({ status: 200, body: {} });
    const mail = await stack.deps.mail.waitFor(email, { since });
    const followed = await followLink(mail.links[0]);
    expect(followed.fragment.get('access_token')).toBeTruthy();
  });
});

describe('reauthenticate + secure password change', () => {
  it('a fresh session changes the password freely', async () => {
    const { email, client } = await signedUp('reauth-fresh');
    expect((await client.auth.updateUser({ password: 'fresh-pass-33' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'fresh-pass-33' })).error).toBeNull();
  });

  it('a session over 24 h old: no nonce → 400 reauthentication_needed; with the mailed nonce it works', async () => {
    const { email, client, session } = await signedUp('reauth');
    const sid = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()).session_id;
    await stack.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [sid]);
    expect((await client.auth.updateUser({ password: 'next-pass-22' })).error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    const since = await later();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = await mailCode(stack, email, since);
    expect((await client.auth.updateUser({ password: 'next-pass-22', nonce: '000000' === nonce ? '111111' : '000000' })).error).toMatchObject({
      code: 'reauthentication_not_valid',
    });
    expect((await client.auth.updateUser({ password: 'next-pass-22', nonce })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'next-pass-22' })).error).toBeNull();
  });
});

describe('resend email_change', () => {
  it('mails the pending change again', async () => {
    const { client } = await signedUp('resend-change');
    const next = uniqueEmail('resend-change-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    await stack.deps.mail.waitFor(next);
    const since = await later();
    expect((await stack.client().auth.resend({ type: 'email_change', email: next })).error).toBeNull();
    const again = await stack.deps.mail.waitFor(next, { since });
    expect(again.subject).toBe('Confirma tu nuevo correo en Nexo');
  });
});

describe('anonymous users', () => {
  it('an anonymous user adds an email (autoconfirm) and becomes a regular user', async () => {
    const c = stack.client();
    const { data } = await c.auth.signInAnonymously();
    expect(data.user!.is_anonymous).toBe(true);
    const email = uniqueEmail('anon-upgrade');
    const { data: upd, error } = await c.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(upd.user).toMatchObject({ email, is_anonymous: false });
    expect(upd.user!.identities).toHaveLength(1);
  });
});

describe('more error codes', () => {
  it('a banned user’s still-valid token → 403 user_banned', async () => {
    const { user, session } = await signedUp('ban403');
    await stack.db.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [user.id]);
    const r = await raw(stack, 'GET', '/user', { token: session.access_token });
    expect(r).toMatchObject({ status: 403, body: { code: 'user_banned', message: 'User is banned' } });
    const refresh = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(refresh).toMatchObject({ status: 400, body: { code: 'user_banned' } });
  });

  it('a refresh token without a session → 400 session_not_found', async () => {
    const { user } = await signedUp('nosession');
    await stack.db.query(`insert into auth.refresh_tokens (token, user_id, revoked) values ($1, $2, false)`, [`orphan-${user.id}`, user.id]);
    const r = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: `orphan-${user.id}` } });
    expect(r).toMatchObject({ status: 400, body: { code: 'session_not_found' } });
  });

  it('a failing trigger on auth.users → 500 unexpected_failure "Database error saving new user", nothing saved', async () => {
    const email = `blocked-${uniqueEmail('x')}`;
    const r = await raw(stack, 'POST', '/signup', { body: { email, password: PASSWORD } });
    expect(r).toMatchObject({ status: 500, body: { code: 'unexpected_failure', message: 'Database error saving new user' } });
    expect((await stack.db.query('select 1 from auth.users where email = $1', [email])).rows).toHaveLength(0);
  });

  it('PKCE exchange with a wrong verifier → 400 bad_code_verifier; unknown code → 404 flow_state_not_found', async () => {
    const r = await raw(stack, 'POST', '/token?grant_type=pkce', { body: { auth_code: '00000000-0000-4000-8000-000000000000', code_verifier: 'x'.repeat(43) } });
    expect(r).toMatchObject({ status: 404, body: { code: 'flow_state_not_found' } });
    const { email } = await signedUp('pkce-bad');
    const since = await later();
    await raw(stack, 'POST', '/recover', { body: { email, code_challenge: 'y'.repeat(43), code_challenge_method: 's256' } });
    const mail = await stack.deps.mail.waitFor(email, { since });
    const code = (await followLink(mail.links[0])).query.get('code')!;
    const bad = await raw(stack, 'POST', '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'z'.repeat(43) } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'bad_code_verifier' } });
  });

  it('verify without a type → 400 validation_failed', async () => {
    const r = await raw(stack, 'POST', '/verify', { body: { token_hash: 'abc' } });
    expect(r).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});
