// Auth contract, features that are off or unconfigured: GoTrue's status, code and message through supabase-js (SSO,
// Web3, manual linking, id_token, anonymous sign-ins, phone sign-ups, invalid phone numbers), never a 404 of our own.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail } from './auth-helpers.js';

let stack: TestStack;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const adminHeaders = () => ({ apikey: stack.config.keys.secretKey, Authorization: `Bearer ${stack.config.keys.secretKey}` });

beforeAll(async () => {
  // The project turns passkeys on in config.toml; this file checks GoTrue's refusals with them off.
  stack = await startTestStack({ auth: { rateLimit: { signInSignUps: 10_000, tokenVerifications: 10_000 }, passkey: { enabled: false } } });
});
afterAll(() => stack?.stop());

describe('SSO / SAML off', () => {
  it('signInWithSSO → 404 saml_provider_disabled "SAML 2.0 is disabled"', async () => {
    const { error } = await stack.client().auth.signInWithSSO({ domain: 'example.com' });
    expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
  });

  it.each([
    ['GET', '/sso/saml/metadata'],
    ['POST', '/sso/saml/acs'],
    ['GET', '/admin/sso/providers'],
    ['POST', '/admin/sso/providers'],
    ['DELETE', '/admin/sso/providers/00000000-0000-4000-8000-000000000000'],
  ])('%s %s → 404 saml_provider_disabled', async (method, path) => {
    const r = await raw(stack, method, path, { headers: adminHeaders(), body: method === 'POST' ? {} : undefined });
    expect(r).toMatchObject({ status: 404, body: { code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' } });
  });

  it('admin SSO endpoints still need an admin first', async () => {
    const r = await raw(stack, 'GET', '/admin/sso/providers');
    expect(r).toMatchObject({ status: 403, body: { code: 'not_admin', message: 'User not allowed' } });
  });
});

describe('sign-in methods that are not configured', () => {
  it('Web3 → 422 web3_provider_disabled', async () => {
    const r = await raw(stack, 'POST', '/token?grant_type=web3', { body: { chain: 'solana', message: 'x', signature: 'y' } });
    expect(r).toMatchObject({ status: 422, body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' } });
  });

  it('signInWithIdToken with a provider that is not enabled → 400 provider_disabled naming its issuer', async () => {
    const token = `${b64({ alg: 'RS256' })}.${b64({ iss: 'https://accounts.google.com', sub: '1' })}.x`;
    const g = await stack.client().auth.signInWithIdToken({ provider: 'google', token });
    expect(g.error).toMatchObject({ status: 400, code: 'provider_disabled', message: 'Provider (issuer "https://accounts.google.com") is not enabled' });
    const apple = await stack.client().auth.signInWithIdToken({ provider: 'apple', token });
    expect(apple.error?.message).toBe('Provider (issuer "https://appleid.apple.com") is not enabled');
    const other = await stack.client().auth.signInWithIdToken({ provider: 'github' as 'google', token });
    expect(other.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Custom OIDC provider "github" not allowed' });
    const none = await raw(stack, 'POST', '/token?grant_type=id_token', { body: { provider: 'google' } });
    expect(none).toMatchObject({ status: 400, body: { error: 'invalid request', error_description: 'id_token required' } });
  });

  it('anonymous sign-ins off → 422 anonymous_provider_disabled', async () => {
    const { error } = await stack.client().auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });

  it('phone provider off: signUp → 400 "Phone signups are disabled", OTP → 400 "Unsupported phone provider", resend → 400 "Phone logins are disabled", password → 422', async () => {
    const c = stack.client();
    const { error } = await c.auth.signUp({ phone: '+15555550123', password: 'valid-pass-1' });
    expect(error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone signups are disabled' });
    const otp = await c.auth.signInWithOtp({ phone: '+15555550123' });
    expect(otp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' });
    // The switch is consulted before the number is validated, as in GoTrue.
    expect((await c.auth.signInWithOtp({ phone: 'abc' })).error).toMatchObject({ status: 400, message: 'Unsupported phone provider' });
    // create_user=false: GoTrue first looks the number up, so an unknown one is 422 otp_disabled.
    const noCreate = await c.auth.signInWithOtp({ phone: '+15555550123', options: { shouldCreateUser: false } });
    expect(noCreate.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    for (const type of ['sms', 'phone_change'] as const) {
      const resend = await c.auth.resend({ type, phone: '+15555550123' });
      expect(resend.error, type).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
    }
    const signIn = await c.auth.signInWithPassword({ phone: '+15555550123', password: 'valid-pass-1' });
    expect(signIn.error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
    // GoTrue's /verify has no phone switch: an unknown code is just invalid.
    const verify = await c.auth.verifyOtp({ phone: '+15555550123', token: '123456', type: 'sms' });
    expect(verify.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('email provider off ([auth.email] enable_signup = false): each endpoint\'s own GoTrue refusal', async () => {
    const email = uniqueEmail('mailoff');
    await stack.admin().auth.admin.createUser({ email, password: 'valid-pass-1', email_confirm: true });
    const emailCfg = stack.config.auth.email;
    emailCfg.enableSignup = false;
    try {
      const c = stack.client();
      const up = await c.auth.signUp({ email: uniqueEmail('mailoff'), password: 'valid-pass-1' });
      expect(up.error).toMatchObject({ status: 400, code: 'email_provider_disabled', message: 'Email signups are disabled' });
      const pw = await c.auth.signInWithPassword({ email, password: 'valid-pass-1' });
      expect(pw.error).toMatchObject({ status: 422, code: 'email_provider_disabled', message: 'Email logins are disabled' });
      const otp = await c.auth.signInWithOtp({ email });
      expect(otp.error).toMatchObject({ status: 422, code: 'email_provider_disabled', message: 'Email logins are disabled' });
      const magic = await raw(stack, 'POST', '/magiclink', { body: { email } });
      expect(magic).toMatchObject({ status: 422, body: { code: 'email_provider_disabled', message: 'Email logins are disabled' } });
      const recover = await c.auth.resetPasswordForEmail(email);
      expect(recover.error).toMatchObject({ status: 400, code: 'email_provider_disabled', message: 'Email logins are disabled' });
      const resend = await c.auth.resend({ type: 'signup', email });
      expect(resend.error).toMatchObject({ status: 400, code: 'email_provider_disabled', message: 'Email logins are disabled' });
      const unknown = await c.auth.signInWithOtp({ email: uniqueEmail('mailoff'), options: { shouldCreateUser: false } });
      expect(unknown.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    } finally {
      emailCfg.enableSignup = true;
    }
  });

  it('sign-ups and anonymous sign-ins both off → anonymous_provider_disabled is checked first, as GoTrue\'s router does', async () => {
    stack.config.auth.enableSignup = false;
    try {
      const { error } = await stack.client().auth.signInAnonymously();
      expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    } finally {
      stack.config.auth.enableSignup = true;
    }
  });

  it('malformed /otp, /resend, /recover and /token bodies → GoTrue\'s validation messages', async () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['/otp', { email: 'a@example.com', phone: '+15555550123' }, 400, 'Only an email address or phone number should be provided'],
      ['/otp', {}, 400, 'One of email or phone must be set'],
      ['/magiclink', {}, 422, 'Password recovery requires an email'],
      ['/recover', {}, 400, 'Password recovery requires an email'],
      ['/resend', { type: 'signup' }, 400, 'Type provided requires an email address'],
      ['/resend', { type: 'sms' }, 400, 'Type provided requires a phone number'],
      ['/resend', { type: 'email_change', email: 'a@example.com', phone: '+15555550123' }, 400, 'Only an email address or phone number should be provided.'],
      ['/resend', { type: 'email_change' }, 400, 'Missing email address or phone number'],
      ['/token?grant_type=password', { email: 'a@example.com', phone: '+15555550123', password: 'x' }, 400,
        'Only an email address or phone number should be provided on login.'],
    ];
    for (const [path, body, status, message] of cases) {
      const r = await raw(stack, 'POST', path, { body });
      expect(r, `${path} ${JSON.stringify(body)}`).toMatchObject({ status, body: { code: 'validation_failed', message } });
    }
  });
});

describe('passkeys off ([auth.passkey] enabled = false)', () => {
  it('supabase-js passkey calls → 404 passkey_disabled "Passkeys are disabled" (the admin passkey API is not gated, as in GoTrue)', async () => {
    const c = createClient(stack.apiUrl, stack.config.keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } } as never,
      realtime: { transport: WebSocket as never },
    });
    await c.auth.signUp({ email: uniqueEmail('pk'), password: 'valid-pass-1' });
    const list = await c.auth.passkey.list();
    expect(list.error).toMatchObject({ status: 404, code: 'passkey_disabled', message: 'Passkeys are disabled' });
    for (const [method, path] of [
      ['POST', '/passkeys/registration/options'],
      ['POST', '/passkeys/authentication/options'],
      ['PATCH', '/passkeys/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/passkeys/00000000-0000-4000-8000-000000000000'],
    ]) {
      const r = await raw(stack, method, path, { headers: adminHeaders(), body: method === 'POST' || method === 'PATCH' ? {} : undefined });
      expect(r, `${method} ${path}`).toMatchObject({ status: 404, body: { code: 'passkey_disabled', message: 'Passkeys are disabled' } });
    }
  });

  it('WebAuthn MFA factors are off: enrol → 422 mfa_webauthn_enroll_not_enabled', async () => {
    const c = stack.client();
    await c.auth.signUp({ email: uniqueEmail('pk'), password: 'valid-pass-1' });
    const { error } = await c.auth.mfa.enroll({ factorType: 'webauthn' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled', message: 'MFA enroll is disabled for WebAuthn' });
  });
});

describe('manual identity linking off', () => {
  it('linkIdentity and unlinkIdentity → 404 manual_linking_disabled', async () => {
    const c = stack.client();
    await c.auth.signUp({ email: uniqueEmail('link'), password: 'valid-pass-1' });
    const link = await c.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const { data } = await c.auth.getUserIdentities();
    const un = await c.auth.unlinkIdentity(data!.identities[0]);
    expect(un.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
  });

  it('with enable_manual_linking on, the last identity cannot be unlinked', async () => {
    stack.config.auth.enableManualLinking = true;
    try {
      const c = stack.client();
      await c.auth.signUp({ email: uniqueEmail('link'), password: 'valid-pass-1' });
      const { data } = await c.auth.getUserIdentities();
      const un = await c.auth.unlinkIdentity(data!.identities[0]);
      expect(un.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable', message: 'User must have at least 1 identity after unlinking' });
      const link = await c.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
      expect(link.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
    } finally {
      stack.config.auth.enableManualLinking = false;
    }
  });
});
