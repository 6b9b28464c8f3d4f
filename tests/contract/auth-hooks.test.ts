// Auth contract, GoTrue's Postgres-function hooks with supabase-js: the custom access token hook's claim after sign-in,
// refresh and OTP verify (gone once the data changes), every way a hook fails (no session is issued), the password and
// MFA attempt hooks rejecting, the send-email and send-SMS hooks taking the messages, and banned members refused.
// PGlite gets a data dir: cutting the 2 s hook timeout restarts its thread. Postgres cuts the statement itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { totpAt } from '../../local-supabase/auth/service/totp.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail, uniquePhone } from './auth-helpers.js';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PASSWORD = 'valid-pass-1';
const hookUri = (fn: string) => `pg-functions://postgres/public/${fn}`;

/** The default token hook: logs its input (with the role and search_path it ran under) and adds the member's staff role. */
const TOKEN_HOOK = `
  declare claims jsonb := event->'claims'; staff text;
  begin
    insert into public.hook_calls (hook, event, ran_as) values ('token', event, jsonb_build_object('role', current_user, 'search_path', current_setting('search_path')));
    select s.role into staff from public.staff_roles s where s.user_id = (event->>'user_id')::uuid;
    if staff is not null then claims := jsonb_set(claims, '{staff_role}', to_jsonb(staff)); end if;
    return jsonb_build_object('claims', claims);
  end`;

/** A hook function owned by the tests: executable by supabase_auth_admin only, as Supabase's docs grant it. */
const hookSql = (fn: string, body: string, returns = 'jsonb') => `
  drop function if exists public.${fn}(jsonb);
  create function public.${fn}(event jsonb) returns ${returns} language plpgsql as $fn$ ${body} $fn$;
  grant execute on function public.${fn}(jsonb) to supabase_auth_admin;
  revoke execute on function public.${fn}(jsonb) from authenticated, anon, public;`;

const logAndAnswer = (hook: string, answer: string) =>
  `begin insert into public.hook_calls (hook, event) values ('${hook}', event); return ${answer}; end`;

const FIXTURE = `
  grant usage on schema public to supabase_auth_admin;
  create table public.staff_roles (user_id uuid primary key, role text not null);
  create table public.hook_calls (id bigserial primary key, hook text not null, event jsonb not null, ran_as jsonb);
  revoke all on public.staff_roles, public.hook_calls from anon, authenticated;
  grant select on public.staff_roles to supabase_auth_admin;
  grant insert on public.hook_calls to supabase_auth_admin;
  grant usage on sequence public.hook_calls_id_seq to supabase_auth_admin;
  ${hookSql('token_hook', TOKEN_HOOK)}
  ${hookSql('password_hook', logAndAnswer('password', `jsonb_build_object('decision', 'continue')`))}
  ${hookSql('mfa_hook', logAndAnswer('mfa', `jsonb_build_object('decision', 'continue')`))}
  ${hookSql('email_hook', logAndAnswer('email', `'{}'::jsonb`))}
  ${hookSql('sms_hook', logAndAnswer('sms', `'{}'::jsonb`))}`;

const dir = mkdtempSync(path.join(tmpdir(), 'nexo-auth-hooks-'));
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    data: process.env.DATABASE_URL ? 'memory' : path.join(dir, 'data'),
    serveDb: false,
    serveMail: false,
    runCron: false,
    fixtureSql: FIXTURE,
    auth: {
      enableAnonymousSignIns: true,
      rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000, smsSent: 10_000, mfaChallengeVerify: 10_000 },
      sms: { enableSignup: true, enableConfirmations: true },
      hooks: {
        custom_access_token: { enabled: true, uri: hookUri('token_hook') },
        password_verification_attempt: { enabled: true, uri: hookUri('password_hook') },
        mfa_verification_attempt: { enabled: true, uri: hookUri('mfa_hook') },
        send_email: { enabled: true, uri: hookUri('email_hook') },
        send_sms: { enabled: true, uri: hookUri('sms_hook') },
      },
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

async function member(): Promise<{ c: SupabaseClient; email: string; id: string; refresh: string }> {
  const email = uniqueEmail('hooks');
  const c = stack.client();
  const { data, error } = await c.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { c, email, id: data.user!.id, refresh: data.session!.refresh_token };
}

/** The newest input hook `hook` received (and what the token hook ran as). */
async function lastCall(hook: string): Promise<{ event: any; ran_as: any }> {
  const r = await stack.db.query<{ event: any; ran_as: any }>(`select event, ran_as from public.hook_calls where hook = $1 order by id desc limit 1`, [hook]);
  return r.rows[0];
}

const sessionCount = async (userId: string) =>
  (await stack.db.query<{ n: number }>(`select count(*)::int as n from auth.sessions where user_id = $1`, [userId])).rows[0].n;

describe('custom access token hook', () => {
  it('adds the claim at sign-in and refresh, with GoTrue’s input, run as supabase_auth_admin; a revoked role is gone at the next refresh', async () => {
    const { c, email, id } = await member();
    await stack.db.query(`insert into public.staff_roles values ($1, 'moderator')`, [id]);
    const signIn = await c.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(claimsOf(signIn.data.session!.access_token)).toMatchObject({ sub: id, role: 'authenticated', staff_role: 'moderator', aal: 'aal1' });
    const call = await lastCall('token');
    expect(call.event).toMatchObject({
      metadata: { name: 'customize-access-token' },
      user_id: id,
      authentication_method: 'password',
      claims: { sub: id, email, aud: 'authenticated', role: 'authenticated', session_id: claimsOf(signIn.data.session!.access_token).session_id },
    });
    expect(call.ran_as).toEqual({ role: 'supabase_auth_admin', search_path: 'auth' });

    const refreshed = await c.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).staff_role).toBe('moderator');
    expect((await lastCall('token')).event.authentication_method).toBe('token_refresh');

    await stack.db.query(`delete from public.staff_roles where user_id = $1`, [id]);
    const after = await c.auth.refreshSession();
    expect(after.error).toBeNull();
    expect(claimsOf(after.data.session!.access_token)).not.toHaveProperty('staff_role');
  });

  it('runs for anonymous sign-ins and OTP verification too (the send-email hook gets the code instead of the mail catcher)', async () => {
    const anon = await stack.client().auth.signInAnonymously();
    expect(anon.error).toBeNull();
    expect((await lastCall('token')).event).toMatchObject({ authentication_method: 'anonymous', claims: { is_anonymous: true } });

    const { email, id } = await member();
    await stack.db.query(`insert into public.staff_roles values ($1, 'admin')`, [id]);
    const c = stack.client();
    const redirect = `${stack.config.auth.siteUrl}/cuenta`;
    expect((await c.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: redirect } })).error).toBeNull();
    const { event } = await lastCall('email');
    expect(event).toMatchObject({
      metadata: { name: 'send-email' },
      user: { id, email },
      email_data: { email_action_type: 'magiclink', redirect_to: redirect, site_url: `${stack.apiUrl}/auth/v1`, token_new: '', token_hash_new: '' },
    });
    expect(event.email_data.token).toMatch(/^\d{6}$/);
    expect(stack.deps.mail.list(email)).toEqual([]);
    const verified = await c.auth.verifyOtp({ token_hash: event.email_data.token_hash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(claimsOf(verified.data.session!.access_token).staff_role).toBe('admin');
    expect((await lastCall('token')).event.authentication_method).toBe('otp');
  });
});

describe('a failing hook answers as GoTrue and issues no session', () => {
  const failures: [string, string, Record<string, unknown>][] = [
    ['raises', hookSql('token_hook', `begin raise exception 'no roles today'; end`), { status: 500, code: 'unexpected_failure', message: `Error running hook URI: ${hookUri('token_hook')}` }],
    ['answers text that is not JSON', hookSql('token_hook', `begin return 'hola'; end`, 'text'), { status: 500, code: 'unexpected_failure', message: 'Error unmarshaling JSON output.' }],
    ['answers without claims', hookSql('token_hook', `begin return '{"nope": 1}'::jsonb; end`), { status: 500, code: 'unexpected_failure', message: 'output claims field is missing' }],
    [
      'drops a required claim',
      hookSql('token_hook', `begin return jsonb_build_object('claims', (event->'claims') - 'session_id'); end`),
      { status: 500, message: 'output claims do not conform to the expected schema: \n- (root): session_id is required\n' },
    ],
    [
      'answers an error object',
      hookSql('token_hook', `begin return '{"error": {"http_code": 403, "message": "Cuenta en revisión"}}'::jsonb; end`),
      { status: 403, code: 'unknown', message: 'Cuenta en revisión' },
    ],
    [
      'is not executable by supabase_auth_admin',
      `${hookSql('token_hook', TOKEN_HOOK)} revoke execute on function public.token_hook(jsonb) from supabase_auth_admin;`,
      { status: 500, code: 'unexpected_failure', message: `Error running hook URI: ${hookUri('token_hook')}` },
    ],
  ];

  // supabase-js reports any 500 as an AuthRetryableFetchError without the body, so the body is read on the wire.
  it.each(failures)('the token hook %s → sign-in and refresh fail closed', async (_, sql, expected) => {
    const { email, id, refresh } = await member();
    const before = await sessionCount(id);
    const { status, ...body } = expected;
    await stack.db.exec(sql);
    try {
      const signIn = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.data.session).toBeNull();
      expect(signIn.error).toMatchObject({ status });
      expect(await raw(stack, 'POST', '/token?grant_type=password', { body: { email, password: PASSWORD } })).toMatchObject({ status, body });
      expect(await sessionCount(id)).toBe(before);
      const refreshed = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: refresh } });
      expect(refreshed).toMatchObject({ status, body });
      expect(refreshed.body).not.toHaveProperty('access_token');
    } finally {
      await stack.db.exec(hookSql('token_hook', TOKEN_HOOK));
    }
    // The failed refresh rolled back: the refresh token was not spent.
    expect(await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: refresh } })).toMatchObject({ status: 200 });
  });

  it('an error object answers in the legacy shape without x-sb-error-code, as GoTrue fills in the code', async () => {
    const { email } = await member();
    await stack.db.exec(hookSql('token_hook', `begin return '{"error": {"message": "sin código"}}'::jsonb; end`));
    try {
      const r = await raw(stack, 'POST', '/token?grant_type=password', { body: { email, password: PASSWORD }, apiVersion: false });
      expect(r).toMatchObject({ status: 500, body: { code: 500, error_code: 'unexpected_failure', msg: 'sin código' } });
      expect(r.headers.get('x-sb-error-code')).toBeNull();
    } finally {
      await stack.db.exec(hookSql('token_hook', TOKEN_HOOK));
    }
  });
});

describe('attempt hooks', () => {
  it('password: the hook hears right and wrong passwords; its rejection is invalid_credentials with its message and signs the member out', async () => {
    const { c, email, id } = await member();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await lastCall('password')).event).toMatchObject({ metadata: { name: 'password-verification' }, user_id: id, valid: true });
    await stack.db.exec(hookSql('password_hook', `begin
      insert into public.hook_calls (hook, event) values ('password', event);
      if (event->>'valid')::boolean then return '{"decision": "continue"}'::jsonb; end if;
      return '{"decision": "reject", "message": "Demasiados intentos", "should_logout_user": true}'::jsonb; end`));
    try {
      const wrong = await stack.client().auth.signInWithPassword({ email, password: 'wrong-pass-1' });
      expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Demasiados intentos' });
      expect((await lastCall('password')).event).toMatchObject({ user_id: id, valid: false });
      expect(await sessionCount(id)).toBe(0);
      expect((await c.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });
    } finally {
      await stack.db.exec(hookSql('password_hook', logAndAnswer('password', `jsonb_build_object('decision', 'continue')`)));
    }
  });

  it('MFA: a rejected code is 403 mfa_verification_rejected and ends every session of the member', async () => {
    const { c, id } = await member();
    const { data } = await c.auth.mfa.enroll({ factorType: 'totp' });
    expect((await c.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpAt(data!.totp.secret) })).error).toBeNull();
    expect((await lastCall('mfa')).event).toMatchObject({ metadata: { name: 'mfa-verification' }, user_id: id, factor_id: data!.id, factor_type: 'totp', valid: true });
    await stack.db.exec(hookSql('mfa_hook', `begin return '{"decision": "reject"}'::jsonb; end`));
    try {
      const challenge = await c.auth.mfa.challenge({ factorId: data!.id });
      const verify = await c.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.data!.id, code: '000000' });
      expect(verify.error).toMatchObject({ status: 403, code: 'mfa_verification_rejected', message: 'Further MFA verification attempts will be rejected.' });
      expect(await sessionCount(id)).toBe(0);
    } finally {
      await stack.db.exec(hookSql('mfa_hook', logAndAnswer('mfa', `jsonb_build_object('decision', 'continue')`)));
    }
  });
});

describe('send hooks', () => {
  it('send-SMS takes the sign-up code (nothing reaches the SMS catcher) and the code signs in', async () => {
    const phone = uniquePhone();
    const c = stack.client();
    expect((await c.auth.signUp({ phone: `+${phone}`, password: PASSWORD })).error).toBeNull();
    const { event } = await lastCall('sms');
    expect(event).toMatchObject({ metadata: { name: 'send-sms' }, user: { phone }, sms: { phone } });
    expect(stack.deps.mail.list(`+${phone}`)).toEqual([]);
    const verified = await c.auth.verifyOtp({ phone: `+${phone}`, token: event.sms.otp, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).not.toBeNull();
  });

  it('a failing send-email hook fails the request and leaves no token behind', async () => {
    const { email, id } = await member();
    await stack.db.exec(hookSql('email_hook', `begin return '{"error": {"http_code": 422, "message": "Correo bloqueado"}}'::jsonb; end`));
    try {
      const { error } = await stack.client().auth.resetPasswordForEmail(email);
      expect(error).toMatchObject({ status: 422, message: 'Correo bloqueado' });
      const r = await stack.db.query<{ recovery_token: string | null }>(`select recovery_token from auth.users where id = $1`, [id]);
      expect(r.rows[0].recovery_token || '').toBe('');
    } finally {
      await stack.db.exec(hookSql('email_hook', logAndAnswer('email', `'{}'::jsonb`)));
    }
  });
});

describe('banned members', () => {
  it('are refused at sign-in (even with a wrong password), at refresh and on GET /user, with GoTrue’s errors', async () => {
    const { c, email, id } = await member();
    const session = (await c.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    await stack.db.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [id]);
    expect((await stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
    expect((await stack.client().auth.signInWithPassword({ email, password: 'wrong-pass-1' })).error).toMatchObject({ status: 400, code: 'user_banned' });
    const refresh = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(refresh).toMatchObject({ status: 400, body: { code: 'user_banned', message: 'Invalid Refresh Token: User Banned' } });
    expect(await raw(stack, 'GET', '/user', { token: session.access_token })).toMatchObject({ status: 403, body: { code: 'user_banned', message: 'User is banned' } });
    await stack.db.query(`update auth.users set banned_until = now() - interval '1 second' where id = $1`, [id]);
    expect((await stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe('hook timeout', () => {
  it('a token hook running past 2 s is cut: 500 "Error running hook URI", no session', async () => {
    const { email, id } = await member();
    const c = stack.client();
    const before = await sessionCount(id);
    await stack.db.exec(hookSql('token_hook', `begin perform pg_sleep(4); return jsonb_build_object('claims', event->'claims'); end`));
    try {
      const t0 = Date.now();
      const signIn = await c.auth.signInWithPassword({ email, password: PASSWORD });
      const took = Date.now() - t0;
      expect(signIn.data.session).toBeNull();
      expect(signIn.error).toMatchObject({ status: 500 });
      expect(took).toBeGreaterThanOrEqual(1900);
      expect(took).toBeLessThan(3900);
      expect(await raw(stack, 'POST', '/token?grant_type=password', { body: { email, password: PASSWORD } })).toMatchObject({
        status: 500,
        body: { code: 'unexpected_failure', message: `Error running hook URI: ${hookUri('token_hook')}` },
      });
    } finally {
      await stack.db.exec(hookSql('token_hook', TOKEN_HOOK));
    }
    expect(await sessionCount(id)).toBe(before);
  });
});
