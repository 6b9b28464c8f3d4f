// Auth and realtime contract, security findings: a second sign-up cannot take over an unconfirmed address, one TOTP
// code verifies once and a factor locks after wrong codes, PUT /user credential changes need aal2 with a factor,
// failed sign-ins are limited per account, redirect_to follows GoTrue's allow-list, realtime refuses non-API roles and
// closes a member's private channels as soon as the member signs out everywhere.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { totpAt } from '../../local-supabase/auth/service/totp.js';
import type { TestStack } from './support/stack.js';
import { uniqueEmail } from './auth-helpers.js';
import { closeClients, joinError, joinTrackingClose, rtClient, sleep, startRealtimeStack, waitFor } from './realtime-helpers.js';

const PASSWORD = 'valid-pass-1';
let stack: TestStack;

beforeAll(async () => {
  stack = await startRealtimeStack({
    // A long periodic session check: a sign-out must close channels without waiting for it.
    realtime: { sessionCheckMs: 60_000 },
    auth: {
      siteUrl: 'https://nexo.example',
      additionalRedirectUrls: ['https://*.nexo.example/auth/**'],
      email: { enableConfirmations: true, maxFrequencySeconds: 1 },
      rateLimit: {
        signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000, mfaChallengeVerify: 10_000,
        signInFailuresPerAccount: 3, mfaFailuresPerFactor: 3,
      },
    },
  });
});
afterEach(closeClients);
afterAll(() => stack?.stop());

/** A confirmed member signed in with the password (aal1). */
async function member(): Promise<{ c: SupabaseClient; email: string; id: string }> {
  const email = uniqueEmail('sec');
  const created = await stack.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const c = stack.client();
  expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { c, email, id: created.data.user!.id };
}

/** Enrols and verifies a TOTP factor; returns its id, secret and the code that verified it. */
async function withTotp(c: SupabaseClient): Promise<{ id: string; secret: string; used: string }> {
  const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  const used = totpAt(data!.totp.secret);
  expect((await c.auth.mfa.challengeAndVerify({ factorId: data!.id, code: used })).error).toBeNull();
  return { id: data!.id, secret: data!.totp.secret, used };
}

/** A fresh aal1 sign-in of the same member. */
async function signIn(email: string): Promise<SupabaseClient> {
  const c = stack.client();
  expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return c;
}

describe('sign-up of an unconfirmed address', () => {
  it('keeps the first password and data; the confirmation is resent only after max_frequency', async () => {
    const email = uniqueEmail('takeover');
    const first = await stack.client().auth.signUp({ email, password: PASSWORD, options: { data: { name: 'dueña' } } });
    expect(first.error).toBeNull();
    const soon = await stack.client().auth.signUp({ email, password: 'attacker-pass-9', options: { data: { name: 'atacante' } } });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await sleep(1100);
    const again = await stack.client().auth.signUp({ email, password: 'attacker-pass-9', options: { data: { name: 'atacante' } } });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).toBe(first.data.user!.id);
    expect(stack.deps.mail.list(email)).toHaveLength(2);
    const stored = await stack.admin().auth.admin.getUserById(first.data.user!.id);
    expect(stored.data.user!.user_metadata).toMatchObject({ name: 'dueña' });
    // The owner confirms (whichever link): only the owner's password works.
    expect((await stack.admin().auth.admin.updateUserById(first.data.user!.id, { email_confirm: true })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'attacker-pass-9' })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe('TOTP', () => {
  it('one code verifies once, even on a new challenge and a new session; the next step\'s code works', async () => {
    const { c, email } = await member();
    const { id, secret, used } = await withTotp(c);
    const other = await signIn(email);
    const replay = await other.auth.mfa.challengeAndVerify({ factorId: id, code: used });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const next = await other.auth.mfa.challengeAndVerify({ factorId: id, code: totpAt(secret, Date.now() + 30_000) });
    expect(next.error).toBeNull();
  });

  it('a wrong code leaves the challenge open (GoTrue); after too many the factor refuses even the right code', async () => {
    const { c, email } = await member();
    const { id, secret } = await withTotp(c);
    const other = await signIn(email);
    const ch = await other.auth.mfa.challenge({ factorId: id });
    const good = totpAt(secret, Date.now() + 30_000);
    const bad = good === '000000' ? '111111' : '000000';
    expect((await other.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: bad })).error).toMatchObject({ code: 'mfa_verification_failed' });
    expect((await other.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: bad })).error).toMatchObject({ code: 'mfa_verification_failed' });
    expect((await other.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: bad })).error).toMatchObject({ code: 'mfa_verification_failed' });
    const locked = await other.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: good });
    expect(locked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('PUT /user with a verified factor', () => {
  it('refuses password and e-mail changes at aal1 (401 insufficient_aal), takes metadata, and allows them at aal2', async () => {
    const { c, email } = await member();
    const { id, secret } = await withTotp(c);
    const aal1 = await signIn(email);
    const refusal = { status: 401, code: 'insufficient_aal', message: 'AAL2 session is required to update email or password when MFA is enabled.' };
    expect((await aal1.auth.updateUser({ password: 'new-pass-22' })).error).toMatchObject(refusal);
    expect((await aal1.auth.updateUser({ email: uniqueEmail('moved') })).error).toMatchObject(refusal);
    expect((await aal1.auth.updateUser({ data: { avatar_url: 'javascript:alert(1)' } })).error).toBeNull();
    expect((await aal1.auth.mfa.challengeAndVerify({ factorId: id, code: totpAt(secret, Date.now() + 30_000) })).error).toBeNull();
    expect((await aal1.auth.updateUser({ password: 'new-pass-22' })).error).toBeNull();
  });
});

describe('sign-in limits per account', () => {
  it('after the account\'s failed attempts even the right password answers 429; other accounts from the same address sign in', async () => {
    const { email } = await member();
    const { email: neighbour } = await member();
    for (let i = 0; i < 3; i++) {
      expect((await stack.client().auth.signInWithPassword({ email, password: 'wrong-pass-0' })).error).toMatchObject({ code: 'invalid_credentials' });
    }
    const locked = await stack.client().auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(locked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await stack.client().auth.signInWithPassword({ email: neighbour, password: PASSWORD })).error).toBeNull();
  });
});

describe('redirect_to', () => {
  it.each([
    ['https://nexo.example:8443/steal', false],
    ['http://nexo.example/steal', false],
    ['https://nexo.example/any/path', true],
    ['https://app.nexo.example/auth/callback', true],
    ['https://app.nexo.example/other', false],
  ])('%s allowed: %s', async (redirectTo, allowed) => {
    const { email } = await member();
    const since = new Date().toISOString();
    expect((await stack.client().auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const mail = await stack.deps.mail.waitFor(email, { since });
    const link = new URL(mail.links.find((l) => l.includes('/verify'))!);
    expect(link.searchParams.get('redirect_to')).toBe(allowed ? redirectTo : 'https://nexo.example');
  });
});

describe('realtime and auth', () => {
  it('refuses a token signed with the JWT secret for a role other than anon, authenticated or service_role', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ sub: randomUUID(), role: 'postgres', iat: now, exp: now + 600 }, stack.deps.jwtKeys, 'HS256');
    const err = await joinError(rtClient(stack, '2.0.0', token).channel(`room:${randomUUID()}`, { config: { private: true } }));
    expect(err).toMatch(/^InvalidJWTToken: /);
  });

  it('a global sign-out closes the member\'s private channels at once', async () => {
    const { c, id } = await member();
    const { data } = await c.auth.getSession();
    const client = rtClient(stack, '2.0.0', data.session!.access_token);
    const { closed } = await joinTrackingClose(client.channel(`room:${id}`, { config: { private: true } }));
    expect(closed()).toBe(false);
    expect((await c.auth.signOut({ scope: 'global' })).error).toBeNull();
    await waitFor(() => closed(), 2000, 'private channel closed after the sign-out');
  });
});
