// Auth contract, mail flows (confirmations on): confirm signup by link and by code, magic link / OTP, resend,
// password recovery through the mail link, email change with double confirmation, PKCE, and the mail catcher HTTP API.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, startTestStack, type TestStack } from './support/stack.js';
import { followLink, mailCode, mailLink, raw, uniqueEmail } from './auth-helpers.js';

let stack: TestStack;
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  stack = await startTestStack({
    auth: {
      email: { enableConfirmations: true, maxFrequencySeconds: 0 },
      rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000 },
    },
  });
});
afterAll(() => stack?.stop());

async function confirmedUser(tag: string) {
  const email = uniqueEmail(tag);
  await stack.client().auth.signUp({ email, password: PASSWORD });
  const code = await mailCode(stack, email);
  const { error } = await stack.client().auth.verifyOtp({ email, token: code, type: 'signup' });
  expect(error).toBeNull();
  return email;
}

describe('signUp with confirmations', () => {
  it('returns a user without a session and mails a link; following it redirects with a session in the fragment', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await stack.client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'http://localhost:5173/bienvenida' } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.confirmation_sent_at).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect((await stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'email_not_confirmed' });

    const link = await mailLink(stack, email);
    expect(link.startsWith(`${stack.apiUrl}/auth/v1/verify?`)).toBe(true);
    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith('http://localhost:5173/bienvenida#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('signup');
    expect(followed.fragment.get('token_type')).toBe('bearer');
    const c = stack.client();
    const { data: set, error: setError } = await c.auth.setSession({
      access_token: followed.fragment.get('access_token')!,
      refresh_token: followed.fragment.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect(set.user!.email_confirmed_at).toBeTruthy();
    expect((await stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const again = await followLink(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('a redirect_to outside the allow-list falls back to the site URL', async () => {
    const email = uniqueEmail('redir');
    await stack.client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example.net/steal' } });
    const followed = await followLink(await mailLink(stack, email));
    expect(followed.location.startsWith(`${stack.config.auth.siteUrl}#`)).toBe(true);
  });

  it('verifyOtp with the mailed code (type signup) returns a session with amr otp', async () => {
    const email = uniqueEmail('code');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    const code = await mailCode(stack, email);
    expect(code).toMatch(/^\d{6}$/);
    const c = stack.client();
    const { data, error } = await c.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    const payload = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(payload.amr[0].method).toBe('otp');
  });

  it('verifyOtp with token_hash works; a wrong code → 403 otp_expired', async () => {
    const email = uniqueEmail('hash');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    const link = await mailLink(stack, email);
    const hash = new URL(link).searchParams.get('token')!;
    expect((await stack.client().auth.verifyOtp({ email, token: '000000', type: 'signup' })).error).toMatchObject({
      status: 403, code: 'otp_expired', message: 'Token has expired or is invalid',
    });
    const { data, error } = await stack.client().auth.verifyOtp({ token_hash: hash, type: 'email' });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
  });

  it('an expired code → otp_expired', async () => {
    const email = uniqueEmail('stale');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    const code = await mailCode(stack, email);
    await stack.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`, [email]);
    expect((await stack.client().auth.verifyOtp({ email, token: code, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('signing up again with a confirmed address returns a look-alike user with no identities and no session', async () => {
    const email = await confirmedUser('again');
    const { data, error } = await stack.client().auth.signUp({ email, password: 'other-pass-9' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.identities).toEqual([]);
    const real = await stack.db.query('select id from auth.users where email = $1', [email]);
    expect(data.user!.id).not.toBe(real.rows[0].id);
  });

  it('resend (signup) mails a new code that works; an old code no longer does', async () => {
    const email = uniqueEmail('resend');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    const first = await mailCode(stack, email);
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    expect((await stack.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await mailCode(stack, email, since);
    expect(stack.deps.mail.list(email)).toHaveLength(2);
    if (first !== second) expect((await stack.client().auth.verifyOtp({ email, token: first, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await stack.client().auth.verifyOtp({ email, token: second, type: 'signup' })).error).toBeNull();
  });

  it('resend with an unknown type → 400 validation_failed', async () => {
    const r = await raw(stack, 'POST', '/resend', { body: { type: 'carrier-pigeon', email: uniqueEmail('x') } });
    expect(r).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});

describe('magic link / OTP', () => {
  it('signInWithOtp for a confirmed user mails a magic link; the link signs in', async () => {
    const email = await confirmedUser('magic');
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const { error } = await stack.client().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    const mail = await stack.deps.mail.waitFor(email, { since });
    expect(mail.subject).toBe('Tu enlace para iniciar sesión en Nexo'); // the project's template (config.toml)
    const followed = await followLink(mail.links[0]);
    expect(followed.fragment.get('type')).toBe('magiclink');
    expect(followed.fragment.get('access_token')).toBeTruthy();
  });

  it('signInWithOtp creates the user and verifyOtp(type email) with the code signs in', async () => {
    const email = uniqueEmail('otpnew');
    expect((await stack.client().auth.signInWithOtp({ email, options: { data: { via: 'otp' } } })).error).toBeNull();
    const code = await mailCode(stack, email);
    const { data, error } = await stack.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.user_metadata).toMatchObject({ via: 'otp' });
  });

  it('shouldCreateUser false for an unknown address → 422 otp_disabled', async () => {
    const { error } = await stack.client().auth.signInWithOtp({ email: uniqueEmail('nouser'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });
});

describe('password recovery', () => {
  it('resetPasswordForEmail → mail link (works against this stack) → session → updateUser password → sign in', async () => {
    const email = await confirmedUser('recover');
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const { error } = await stack.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/restablecer' });
    expect(error).toBeNull();
    const mail = await stack.deps.mail.waitFor(email, { since });
    expect(mail.subject).toBe('Restablece tu contraseña de Nexo');
    const followed = await followLink(mail.links[0]);
    expect(followed.location.startsWith('http://localhost:5173/restablecer#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('recovery');
    const c = stack.client();
    await c.auth.setSession({ access_token: followed.fragment.get('access_token')!, refresh_token: followed.fragment.get('refresh_token')! });
    expect((await c.auth.updateUser({ password: 'recovered-pass-7' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'recovered-pass-7' })).error).toBeNull();
  });

  it('unknown address → 200 {} and no mail; bad address → 400 validation_failed', async () => {
    const ghost = uniqueEmail('ghost');
    expect((await stack.client().auth.resetPasswordForEmail(ghost)).error).toBeNull();
    expect(stack.deps.mail.list(ghost)).toHaveLength(0);
    expect((await stack.client().auth.resetPasswordForEmail('nope')).error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('verifyOtp type recovery with the code', async () => {
    const email = await confirmedUser('recode');
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await stack.client().auth.resetPasswordForEmail(email);
    const code = await mailCode(stack, email, since);
    const { data, error } = await stack.client().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
  });
});

describe('email change (double confirmation)', () => {
  it('mails both addresses; the first link is accepted with a message, the second applies the change', async () => {
    const email = await confirmedUser('change');
    const c = stack.client();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    const next = uniqueEmail('changed');
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const { data, error } = await c.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.new_email).toBe(next);
    expect(data.user!.email_change_sent_at).toBeTruthy();
    const toNew = await mailLink(stack, next);
    const toOld = await mailLink(stack, email, since);
    const first = await followLink(toOld);
    expect(first.fragment.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    const second = await followLink(toNew);
    expect(second.fragment.get('type')).toBe('email_change');
    const after = await stack.client().auth.signInWithPassword({ email: next, password: PASSWORD });
    expect(after.error).toBeNull();
    expect(after.data.user!.email).toBe(next);
    expect((after.data.user!.identities![0] as { email?: string }).email).toBe(next);
  });

  it('verifyOtp first leg returns {msg, code} → user and session null', async () => {
    const email = await confirmedUser('legs');
    const c = stack.client();
    await c.auth.signInWithPassword({ email, password: PASSWORD });
    const next = uniqueEmail('legs-new');
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await c.auth.updateUser({ email: next });
    const hashOld = new URL(await mailLink(stack, email, since)).searchParams.get('token')!;
    const r = await raw(stack, 'POST', '/verify', { body: { type: 'email_change', token_hash: hashOld } });
    expect(r.body).toEqual({ msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email', code: '200' });
    const codeNew = await mailCode(stack, next);
    const { data, error } = await stack.client().auth.verifyOtp({ email: next, token: codeNew, type: 'email_change' });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(next);
  });
});

describe('PKCE flow', () => {
  it('a pkce client gets ?code= from the recovery link and exchanges it for a session', async () => {
    const email = await confirmedUser('pkce');
    const storage = new Map<string, string>();
    const c = createClient(stack.apiUrl, KEYS.publishableKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
      },
      realtime: { transport: WebSocket as any },
    });
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    expect((await c.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/cb' })).error).toBeNull();
    const followed = await followLink(await mailLink(stack, email, since));
    const code = followed.query.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await c.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    const reused = await c.auth.exchangeCodeForSession(code!);
    expect(reused.error).toBeTruthy();
  });
});

describe('mail catcher HTTP API', () => {
  it('lists messages like Mailpit and serves one with HTML and Text', async () => {
    const email = uniqueEmail('catcher');
    await stack.client().auth.signUp({ email, password: PASSWORD });
    await stack.deps.mail.waitFor(email);
    const list = await (await fetch(`${stack.mailUrl}/api/v1/messages`)).json();
    expect(list.total).toBeGreaterThan(0);
    const m = list.messages.find((x: any) => x.To[0].Address === email);
    expect(m).toMatchObject({ Subject: 'Confirma tu cuenta en Nexo', From: { Address: 'no-responder@nexo.dev', Name: 'Nexo' } });
    expect(typeof m.Created).toBe('string');
    expect(m.Snippet).toContain('confirma');
    const one = await (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json();
    expect(one.HTML).toContain('/auth/v1/verify?token=');
    expect(one.Text).toMatch(/código en Nexo: \d{6}/);
    expect(one.Text).toContain('Confirmar mi correo: http');
    expect(one.HTML).toContain(`(${email})`);
    const html = await (await fetch(`${stack.mailUrl}/`)).text();
    expect(html).toContain(email);
    const page = await fetch(`${stack.mailUrl}/view/${m.ID}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirma tu cuenta en Nexo');
  });

  it('DELETE /api/v1/messages empties the box', async () => {
    await stack.client().auth.signUp({ email: uniqueEmail('wipe'), password: PASSWORD });
    expect((await fetch(`${stack.mailUrl}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    const list = await (await fetch(`${stack.mailUrl}/api/v1/messages`)).json();
    expect(list).toMatchObject({ total: 0, messages: [] });
  });
});
