// Auth contract, bad input: malformed bodies, oversize bodies, content types, bad tokens, error shapes, rate limits,
// disabled sign-ups. Each gets GoTrue's error body with a 4xx and changes nothing.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail } from './auth-helpers.js';

let stack: TestStack;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const counts = async () =>
  (await stack.db.query(`select (select count(*) from auth.users) as u, (select count(*) from auth.sessions) as s, (select count(*) from auth.refresh_tokens) as t`)).rows[0];

beforeAll(async () => {
  stack = await startTestStack({ auth: { rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000 } } });
});
afterAll(() => stack?.stop());

async function validUser() {
  const email = uniqueEmail('tok');
  const { data } = await stack.client().auth.signUp({ email, password: 'valid-pass-1' });
  return data.session!;
}

describe('malformed requests', () => {
  it('bad JSON → 400 bad_json, nothing created', async () => {
    const before = await counts();
    const r = await raw(stack, 'POST', '/signup', { rawBody: '{"email": "a@b.c", "password": ', headers: { 'Content-Type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('bad_json');
    expect(r.body.message).toMatch(/^Could not parse request body as JSON/);
    expect(await counts()).toEqual(before);
  });

  it('a JSON array body → 400 bad_json', async () => {
    const r = await raw(stack, 'POST', '/token?grant_type=password', { rawBody: '[1,2]', headers: { 'Content-Type': 'application/json' } });
    expect(r).toMatchObject({ status: 400, body: { code: 'bad_json' } });
  });

  it('a body over 1 MiB → 413 in GoTrue shape', async () => {
    const before = await counts();
    const r = await raw(stack, 'POST', '/signup', { rawBody: JSON.stringify({ email: uniqueEmail('big'), password: 'x'.repeat(1024 * 1024 + 10) }), headers: { 'Content-Type': 'application/json' } });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 'request_too_large', message: expect.any(String) });
    expect(await counts()).toEqual(before);
  });

  it('a form-encoded body (wrong content type) → 400 bad_json', async () => {
    const before = await counts();
    const r = await raw(stack, 'POST', '/signup', { rawBody: 'email=a%40b.c&password=secret123', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(r).toMatchObject({ status: 400, body: { code: 'bad_json' } });
    expect(await counts()).toEqual(before);
  });

  it('OAuth /authorize for any provider → 400 validation_failed (none is enabled locally)', async () => {
    const r = await raw(stack, 'GET', '/authorize?provider=google&redirect_to=http://localhost:5173');
    expect(r).toMatchObject({ status: 400, body: { code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' } });
  });

  it('unknown route → 404, wrong method → 405, both in the error shape', async () => {
    expect(await raw(stack, 'GET', '/nope')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await raw(stack, 'DELETE', '/signup')).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });
  });
});

describe('error body shapes', () => {
  it('with X-Supabase-Api-Version 2024-01-01: {code, message}, header echoed, x-sb-error-code set', async () => {
    const r = await raw(stack, 'POST', '/token?grant_type=password', { body: { email: uniqueEmail('shape'), password: 'whatever-1' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(r.headers.get('x-sb-error-code')).toBe('invalid_credentials');
  });

  it('without the header: legacy {code: status, error_code, msg}', async () => {
    const r = await raw(stack, 'POST', '/token?grant_type=password', { body: { email: uniqueEmail('legacy'), password: 'whatever-1' }, apiVersion: false });
    expect(r.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    expect(r.headers.get('x-supabase-api-version')).toBeNull();
  });

  it('weak_password carries reasons in both shapes', async () => {
    const n = await raw(stack, 'POST', '/signup', { body: { email: uniqueEmail('w'), password: '1' } });
    expect(n.body).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
    const l = await raw(stack, 'POST', '/signup', { body: { email: uniqueEmail('w'), password: '1' }, apiVersion: false });
    expect(l.body).toMatchObject({ code: 422, error_code: 'weak_password', weak_password: { reasons: ['length'] } });
  });
});

describe('bad tokens on /user', () => {
  it('no API key and no token → 401 from the gateway, before auth', async () => {
    const bare = await fetch(`${stack.apiUrl}/auth/v1/user`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('the API key alone (no sub) → 403 bad_jwt missing sub claim', async () => {
    const r = await raw(stack, 'GET', '/user');
    expect(r).toMatchObject({ status: 403, body: { code: 'bad_jwt', message: 'invalid claim: missing sub claim' } });
    expect((await stack.client().auth.getUser()).error).toBeTruthy();
  });

  it('forged signature → 403 bad_jwt', async () => {
    const s = await validUser();
    const [h, p] = s.access_token.split('.');
    const forgedPayload = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'service_role' });
    const r = await raw(stack, 'GET', '/user', { token: `${h}.${forgedPayload}.${s.access_token.split('.')[2]}` });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('bad_jwt');
    expect(r.body.message).toMatch(/^invalid JWT: unable to parse or verify signature/);
  });

  it('expired token → 403 bad_jwt (token is expired); supabase-js getUser reports an error', async () => {
    const s = await validUser();
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString());
    const expired = await signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, stack.deps.jwtKeys);
    const r = await raw(stack, 'GET', '/user', { token: expired });
    expect(r).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    expect(r.body.message).toContain('expired');
    expect((await stack.client().auth.getUser(expired)).error).toMatchObject({ status: 403 });
  });

  it('alg none → 403 bad_jwt', async () => {
    const s = await validUser();
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${s.access_token.split('.')[1]}.`;
    expect(await raw(stack, 'GET', '/user', { token: unsigned })).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  it('unknown kid → 403 bad_jwt', async () => {
    const s = await validUser();
    const [, p, sig] = s.access_token.split('.');
    const token = `${b64({ alg: 'ES256', kid: '00000000-0000-0000-0000-000000000000', typ: 'JWT' })}.${p}.${sig}`;
    expect(await raw(stack, 'GET', '/user', { token })).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  it('garbage token → 403 bad_jwt; HS256 token signed with the project secret for a real user works', async () => {
    expect(await raw(stack, 'GET', '/user', { token: 'not.a.jwt' })).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
    const s = await validUser();
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString());
    const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    const hs = `${input}.${createHmac('sha256', stack.config.keys.jwtSecret).update(input).digest('base64url')}`;
    expect((await raw(stack, 'GET', '/user', { token: hs })).status).toBe(200);
  });

  it('a token for a user that never existed → 403 user_not_found; bad tokens change nothing on PUT /user', async () => {
    const before = await counts();
    const s = await validUser();
    const claims = JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString());
    const ghost = await signJwt({ ...claims, sub: '00000000-0000-4000-8000-00000000dead' }, stack.deps.jwtKeys);
    expect(await raw(stack, 'GET', '/user', { token: ghost })).toMatchObject({ status: 403, body: { code: 'user_not_found' } });
    const put = await raw(stack, 'PUT', '/user', { token: ghost, body: { data: { hacked: true } } });
    expect(put.status).toBe(403);
    const meta = await stack.db.query(`select count(*) as n from auth.users where raw_user_meta_data ? 'hacked'`);
    expect(meta.rows[0]).toEqual({ n: '0' });
    expect(Number((await counts()).u)).toBe(Number(before.u) + 1);
  });
});

describe('rate limits and disabled features', () => {
  let limited: TestStack;
  beforeAll(async () => {
    limited = await startTestStack({
      auth: { rateLimit: { signInSignUps: 6, tokenRefresh: 4, tokenVerifications: 2, emailSent: 2 }, email: { enableConfirmations: true, maxFrequencySeconds: 60 } },
    });
  });
  afterAll(() => limited?.stop());

  it('every /token grant (password sign-ins too) counts in token_refresh, not in sign_in_sign_ups', async () => {
    const c = limited.client();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) codes.push((await c.auth.signInWithPassword({ email: uniqueEmail('rl'), password: 'whatever-1' })).error?.code);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await raw(limited, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: 'nope' } })).status);
    expect(codes).toEqual(['invalid_credentials', 'invalid_credentials']);
    expect(statuses).toEqual([400, 400, 429]);
    const late = await c.auth.signInWithPassword({ email: uniqueEmail('rl'), password: 'whatever-1' });
    expect(late.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Sign-ups have their own bucket: this one reaches the password check (no mail is sent).
    const up = await raw(limited, 'POST', '/signup', { body: { email: uniqueEmail('rl'), password: 'x' } });
    expect(up).toMatchObject({ status: 422, body: { code: 'weak_password' } });
  });

  it('sign-ups, /otp and /resend share sign_in_sign_ups; password sign-ins stay outside it', async () => {
    const shared = await startTestStack({ auth: { rateLimit: { signInSignUps: 2, tokenRefresh: 100, emailSent: 100 } } });
    try {
      expect((await raw(shared, 'POST', '/signup', { body: { email: uniqueEmail('rl'), password: 'whatever-1' } })).status).toBe(200);
      expect((await raw(shared, 'POST', '/otp', { body: { email: uniqueEmail('rl') } })).status).toBe(200);
      const third = await raw(shared, 'POST', '/resend', { body: { type: 'signup', email: uniqueEmail('rl') } });
      expect(third).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
      // When to try again: the rest of the bucket's 5-minute window.
      const retry = Number(third.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(250);
      expect(retry).toBeLessThanOrEqual(300);
      const signIn = await shared.client().auth.signInWithPassword({ email: uniqueEmail('rl'), password: 'whatever-1' });
      expect(signIn.error?.code).toBe('invalid_credentials');
    } finally {
      await shared.stop();
    }
  });

  it('/recover and PUT /user count in sign_in_sign_ups too (a session from a password sign-in does not)', async () => {
    const shared = await startTestStack({ auth: { rateLimit: { signInSignUps: 2, tokenRefresh: 100, emailSent: 100 } } });
    try {
      const email = uniqueEmail('rl');
      await shared.admin().auth.admin.createUser({ email, password: 'whatever-1', email_confirm: true });
      const c = shared.client();
      expect((await c.auth.signInWithPassword({ email, password: 'whatever-1' })).error).toBeNull();
      expect((await c.auth.updateUser({ data: { n: 1 } })).error).toBeNull();
      expect((await raw(shared, 'POST', '/recover', { body: { email } })).status).toBe(200);
      const put = await c.auth.updateUser({ data: { n: 2 } });
      expect(put.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      const recover = await raw(shared, 'POST', '/recover', { body: { email } });
      expect(recover).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
      expect(Number(recover.headers.get('retry-after'))).toBeGreaterThan(250);
      const row = await shared.db.query<{ m: { n: number } }>(`select raw_user_meta_data as m from auth.users where email = $1`, [email]);
      expect(row.rows[0].m.n).toBe(1);
    } finally {
      await shared.stop();
    }
  });

  it('verifications over token_verifications → 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await raw(limited, 'POST', '/verify', { body: { type: 'signup', token_hash: 'nope' } })).status);
    expect(statuses).toEqual([403, 403, 429]);
  });

  it('max_frequency: a second mail to the same user too soon → 429 over_email_send_rate_limit; email_sent caps mails per hour', async () => {
    const email = uniqueEmail('freq');
    // Created directly, unconfirmed.
    await limited.db.query(`insert into auth.users (email, encrypted_password) values ($1, '')`, [email]);
    const first = await raw(limited, 'POST', '/resend', { body: { type: 'signup', email } });
    expect(first.status).toBe(200);
    const second = await raw(limited, 'POST', '/resend', { body: { type: 'signup', email } });
    expect(second).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } });
    expect(second.body.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    const other = uniqueEmail('freq2');
    await limited.db.query(`insert into auth.users (email, encrypted_password) values ($1, '')`, [other]);
    expect((await raw(limited, 'POST', '/resend', { body: { type: 'signup', email: other } })).status).toBe(200);
    const third = uniqueEmail('freq3');
    await limited.db.query(`insert into auth.users (email, encrypted_password) values ($1, '')`, [third]);
    const capped = await raw(limited, 'POST', '/resend', { body: { type: 'signup', email: third } });
    expect(capped).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' } });
    expect(limited.deps.mail.list(third)).toHaveLength(0);
  });
});

describe('sign-ups disabled', () => {
  let closed: TestStack;
  beforeAll(async () => {
    closed = await startTestStack({ auth: { enableSignup: false } });
  });
  afterAll(() => closed?.stop());

  it('signUp → 422 signup_disabled and settings say so', async () => {
    const { error } = await closed.client().auth.signUp({ email: uniqueEmail('closed'), password: 'closed-pass-1' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    expect((await raw(closed, 'GET', '/settings')).body.disable_signup).toBe(true);
  });
});

describe('anonymous sign-ins enabled', () => {
  let anon: TestStack;
  beforeAll(async () => {
    anon = await startTestStack({ auth: { enableAnonymousSignIns: true } });
  });
  afterAll(() => anon?.stop());

  it('signInAnonymously → session with is_anonymous, amr anonymous, no identities', async () => {
    const c = anon.client();
    const { data, error } = await c.auth.signInAnonymously({ options: { data: { nick: 'x' } } });
    expect(error).toBeNull();
    expect(data.user!.is_anonymous).toBe(true);
    expect(data.user!.identities).toEqual([]);
    const payload = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ is_anonymous: true, amr: [{ method: 'anonymous' }], email: '' });
    expect((await c.auth.getUser()).data.user!.id).toBe(data.user!.id);
  });
});
