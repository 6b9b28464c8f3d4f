// Auth contract: email/password sign-up, sign-in, refresh rotation, sign-out scopes, user read/update, JWKS claims, seeded users.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail } from './auth-helpers.js';

const fixtureSql = readFileSync(new URL('./fixtures/auth-seed.sql', import.meta.url), 'utf8');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ fixtureSql, auth: { refreshTokenReuseInterval: 1, rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000 } } });
});
afterAll(() => stack?.stop());

async function signedUp(tag: string, data: Record<string, unknown> = {}) {
  const email = uniqueEmail(tag);
  const client = stack.client();
  const { data: res, error } = await client.auth.signUp({ email, password: 'correct-horse-1', options: { data } });
  expect(error).toBeNull();
  return { email, client, session: res.session!, user: res.user! };
}

describe('signUp (autoconfirm on)', () => {
  it('returns a session whose user has identity data merged into user_metadata', async () => {
    const { email, session, user } = await signedUp('signup', { display_name: 'Ana' });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toMatchObject({ display_name: 'Ana', email, email_verified: true, phone_verified: false, sub: user.id });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id, email });
    const profile = await stack.db.query('select display_name from public.profiles where id = $1', [user.id]);
    expect(profile.rows).toEqual([{ display_name: 'Ana' }]);
  });

  it('access token claims come in GoTrue order with ES256 and the JWKS kid', async () => {
    const { session, user } = await signedUp('claims');
    const [h, p] = session.access_token.split('.');
    const header = JSON.parse(Buffer.from(h, 'base64url').toString());
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(header).toEqual({ alg: 'ES256', kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90', typ: 'JWT' });
    expect(Object.keys(payload)).toEqual([
      'iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr', 'session_id', 'is_anonymous',
    ]);
    expect(payload).toMatchObject({ iss: `${stack.apiUrl}/auth/v1`, sub: user.id, aud: 'authenticated', role: 'authenticated', aal: 'aal1', phone: '', is_anonymous: false });
    expect(payload.exp - payload.iat).toBe(3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const s = await stack.db.query('select user_id from auth.sessions where id = $1', [payload.session_id]);
    expect(s.rows).toEqual([{ user_id: user.id }]);
  });

  it('getClaims() verifies the ES256 token through the JWKS endpoint', async () => {
    const { client, user } = await signedUp('getclaims');
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.claims.sub).toBe(user.id);
    expect(data!.header.alg).toBe('ES256');
  });

  it('existing address → 422 user_already_exists', async () => {
    const { email } = await signedUp('dup');
    const { data, error } = await stack.client().auth.signUp({ email, password: 'another-pass-2' });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(data.session).toBeNull();
  });

  it('weak password → 422 weak_password with reasons', async () => {
    const { error } = await stack.client().auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((error as any).reasons).toEqual(['length']);
  });

  it('validation: bad email, missing password, too long password, email+phone', async () => {
    const c = stack.client();
    expect((await c.auth.signUp({ email: 'not-an-email', password: 'secret-123' })).error).toMatchObject({
      status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format',
    });
    const missing = await raw(stack, 'POST', '/signup', { body: { email: uniqueEmail('nopw') } });
    expect(missing).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'Signup requires a valid password' } });
    const long = await raw(stack, 'POST', '/signup', { body: { email: uniqueEmail('long'), password: 'x'.repeat(73) } });
    expect(long).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'Password cannot be longer than 72 characters' } });
    const both = await raw(stack, 'POST', '/signup', { body: { email: uniqueEmail('both'), phone: '+34600000000', password: 'secret-123' } });
    expect(both.body).toMatchObject({ code: 'validation_failed', message: 'Only an email address or phone number should be provided on signup.' });
  });

  it('anonymous sign-in disabled → 422 anonymous_provider_disabled', async () => {
    const { error } = await stack.client().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });
});

describe('signInWithPassword', () => {
  it('signs in and records the sign-in', async () => {
    const { email, user } = await signedUp('signin');
    const c = stack.client();
    const { data, error } = await c.auth.signInWithPassword({ email: email.toUpperCase(), password: 'correct-horse-1' });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.last_sign_in_at).toBeTruthy();
    expect(data.session!.refresh_token).toBeTruthy();
  });

  it('wrong password and unknown user → 400 invalid_credentials', async () => {
    const { email } = await signedUp('wrongpw');
    const c = stack.client();
    expect((await c.auth.signInWithPassword({ email, password: 'nope-nope' })).error).toMatchObject({
      status: 400, code: 'invalid_credentials', message: 'Invalid login credentials',
    });
    expect((await c.auth.signInWithPassword({ email: uniqueEmail('ghost'), password: 'nope-nope' })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('a seed-file user (crypt + gen_salt) signs in, also the minimal and NULL-token forms', async () => {
    for (const [email, password] of [['seeded@example.com', 'seeded-pass'], ['minimal@example.com', 'minimal-pass'], ['nulls@example.com', 'nulls-pass']]) {
      const c = stack.client();
      const { data, error } = await c.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      expect(data.user!.email).toBe(email);
      const { data: got } = await c.auth.getUser();
      expect(got.user!.email).toBe(email);
    }
    const { data } = await stack.client().auth.signInWithPassword({ email: 'seeded@example.com', password: 'seeded-pass' });
    expect(data.user!.user_metadata).toEqual({ display_name: 'Seeded' });
    expect(data.user!.identities).toHaveLength(1);
  });

  it('unconfirmed seeded user → 400 email_not_confirmed', async () => {
    const { error } = await stack.client().auth.signInWithPassword({ email: 'unconfirmed@example.com', password: 'unconfirmed-pass' });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('banned user → 400 user_banned; its existing token → 403 user_banned', async () => {
    const { email, user, session } = await signedUp('banned');
    await stack.admin().auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    const { error } = await stack.client().auth.signInWithPassword({ email, password: 'correct-horse-1' });
    expect(error).toMatchObject({ status: 400, code: 'user_banned' });
    // The ban ended every session, so the old token's session is gone.
    const r = await raw(stack, 'GET', '/user', { token: session.access_token });
    expect(r.status).toBe(403);
    expect(['session_not_found', 'user_banned']).toContain(r.body.code);
  });

  it('a password that no longer meets the policy signs in with weak_password', async () => {
    const email = uniqueEmail('oldweak');
    await stack.db.query(`insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, extensions.crypt('abc', extensions.gen_salt('bf')), now())`, [email]);
    const { data, error } = await stack.client().auth.signInWithPassword({ email, password: 'abc' });
    expect(error).toBeNull();
    expect((data as any).weakPassword).toEqual({ message: 'Password should be at least 6 characters.', reasons: ['length'] });
  });
});

describe('refresh tokens', () => {
  it('rotates: a new refresh token each time, the old one marked revoked', async () => {
    const { client, session } = await signedUp('refresh');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.access_token).not.toBe(session.access_token);
    const old = await stack.db.query('select revoked from auth.refresh_tokens where token = $1', [session.refresh_token]);
    expect(old.rows).toEqual([{ revoked: true }]);
    const r = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: data.session!.refresh_token } });
    expect(r.status).toBe(200);
    expect(r.headers.get('sb-auth-user-id')).toBe(data.user!.id);
  });

  it('reuse inside the window hands back the active token; after it → refresh_token_already_used and the family is revoked', async () => {
    const { session } = await signedUp('reuse');
    const first = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(first.status).toBe(200);
    const again = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
    await new Promise((r) => setTimeout(r, 1200));
    const late = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(late).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' } });
    const child = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: first.body.refresh_token } });
    expect(child.status).toBe(400);
  });

  it('unknown refresh token → refresh_token_not_found; missing → OAuth invalid_request', async () => {
    const { error } = await stack.client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
    const r = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: {} });
    expect(r).toMatchObject({ status: 400, body: { error: 'invalid_request', error_description: 'refresh_token required' } });
  });

  it('expired session → session_expired', async () => {
    const { session } = await signedUp('expired');
    const sid = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()).session_id;
    await stack.db.query(`update auth.sessions set not_after = now() - interval '1 minute' where id = $1`, [sid]);
    const r = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(r).toMatchObject({ status: 400, body: { code: 'session_expired' } });
  });

  it('unsupported grant_type → 400 invalid_credentials', async () => {
    const r = await raw(stack, 'POST', '/token?grant_type=magic', { body: {} });
    expect(r).toMatchObject({ status: 400, body: { code: 'invalid_credentials', message: 'unsupported_grant_type' } });
  });
});

describe('signOut scopes', () => {
  async function threeSessions() {
    const { email } = await signedUp('scopes');
    const clients = [stack.client(), stack.client(), stack.client()];
    for (const c of clients) expect((await c.auth.signInWithPassword({ email, password: 'correct-horse-1' })).error).toBeNull();
    const tokens = await Promise.all(clients.map(async (c) => (await c.auth.getSession()).data.session!));
    return { clients, tokens };
  }
  const alive = async (token: string) => (await raw(stack, 'GET', '/user', { token })).status === 200;

  it('local ends only this session', async () => {
    const { clients, tokens } = await threeSessions();
    expect((await clients[0].auth.signOut({ scope: 'local' })).error).toBeNull();
    expect([await alive(tokens[0].access_token), await alive(tokens[1].access_token), await alive(tokens[2].access_token)]).toEqual([false, true, true]);
  });

  it('others ends every other session', async () => {
    const { clients, tokens } = await threeSessions();
    expect((await clients[0].auth.signOut({ scope: 'others' })).error).toBeNull();
    expect([await alive(tokens[0].access_token), await alive(tokens[1].access_token), await alive(tokens[2].access_token)]).toEqual([true, false, false]);
  });

  it('global (default) ends all; the old token then gets 403 session_not_found; logout answers 204', async () => {
    const { tokens } = await threeSessions();
    const r = await raw(stack, 'POST', '/logout', { token: tokens[1].access_token });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    const after = await raw(stack, 'GET', '/user', { token: tokens[0].access_token });
    expect(after).toMatchObject({ status: 403, body: { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' } });
    const refresh = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: tokens[2].refresh_token } });
    expect(refresh.status).toBe(400);
  });

  it('unknown scope → 400 validation_failed', async () => {
    const { tokens } = await threeSessions();
    const r = await raw(stack, 'POST', '/logout?scope=everything', { token: tokens[0].access_token });
    expect(r).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('getUser / updateUser', () => {
  it('getUser returns the user; a deleted user → 403 user_not_found', async () => {
    const { client, user, session } = await signedUp('getuser');
    expect((await client.auth.getUser()).data.user!.id).toBe(user.id);
    await stack.db.query('delete from auth.users where id = $1', [user.id]);
    const r = await raw(stack, 'GET', '/user', { token: session.access_token });
    expect(r).toMatchObject({ status: 403, body: { code: 'user_not_found', message: 'User from sub claim in JWT does not exist' } });
  });

  it('merges metadata (null removes a key)', async () => {
    const { client } = await signedUp('meta', { a: 1, b: 2 });
    const { data, error } = await client.auth.updateUser({ data: { b: null, c: 3 } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(data.user!.user_metadata).not.toHaveProperty('b');
  });

  it('changes the password: old fails, new works, other sessions end', async () => {
    const { client, email } = await signedUp('pwchange');
    const other = stack.client();
    await other.auth.signInWithPassword({ email, password: 'correct-horse-1' });
    const otherToken = (await other.auth.getSession()).data.session!.access_token;
    expect((await client.auth.updateUser({ password: 'brand-new-pass' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'correct-horse-1' })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await stack.client().auth.signInWithPassword({ email, password: 'brand-new-pass' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await raw(stack, 'GET', '/user', { token: otherToken })).status).toBe(403);
  });

  it('same password → 422 same_password; weak → 422 weak_password', async () => {
    const { client } = await signedUp('samepw');
    expect((await client.auth.updateUser({ password: 'correct-horse-1' })).error).toMatchObject({
      status: 422, code: 'same_password', message: 'New password should be different from the old password.',
    });
    expect((await client.auth.updateUser({ password: 'x' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('email taken by another user → 422 email_exists', async () => {
    const { client } = await signedUp('taken-a');
    const { email: other } = await signedUp('taken-b');
    expect((await client.auth.updateUser({ email: other })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('settings, health, jwks', () => {
  it('settings reflect the config', async () => {
    const r = await raw(stack, 'GET', '/settings');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: true, sms_provider: '', external: { email: true, phone: false, anonymous_users: false } });
    // GoTrue's ProviderSettings: these keys, in this order.
    expect(Object.keys(r.body.external)).toEqual(['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly',
      'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch',
      'twitter', 'email', 'phone', 'zoom']);
  });

  it('settings follow [auth.sms]: external.phone is enable_signup, phone_autoconfirm is not enable_confirmations', async () => {
    const sms = stack.config.auth.sms;
    const saved = { ...sms };
    try {
      sms.enableSignup = true;
      sms.enableConfirmations = true;
      expect((await raw(stack, 'GET', '/settings')).body).toMatchObject({ phone_autoconfirm: false, external: { phone: true } });
      sms.enableConfirmations = false;
      expect((await raw(stack, 'GET', '/settings')).body).toMatchObject({ phone_autoconfirm: true, external: { phone: true } });
    } finally {
      Object.assign(sms, saved);
    }
  });

  it('health names GoTrue', async () => {
    const r = await raw(stack, 'GET', '/health');
    expect(r.body).toMatchObject({ name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
  });

  it('jwks publishes only the public ES256 key, cacheable', async () => {
    const r = await raw(stack, 'GET', '/.well-known/jwks.json');
    expect(r.headers.get('cache-control')).toBe('public, max-age=600');
    expect(r.body.keys).toHaveLength(1);
    expect(r.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90' });
    expect(r.body.keys[0]).not.toHaveProperty('d');
    expect(r.body.keys.some((k: any) => k.kty === 'oct')).toBe(false);
  });
});
