// Auth contract, passkeys with supabase-js's auth.passkey.* and auth.admin.passkey.*: registration and sign-in ceremonies
// against a software authenticator (ES256, attestation 'none'), list/rename/delete, admin list/delete, GoTrue's refusals.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../local-supabase/config.js';
import { totpAt } from '../../local-supabase/auth/service/totp.js';
import { KEYS, startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail } from './auth-helpers.js';
import { SoftwareAuthenticator, type CreationOptionsJSON, type RequestOptionsJSON } from './auth-passkeys-authenticator.js';

const ORIGIN = 'http://localhost:5173';
const PASSWORD = 'valid-pass-1';
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    auth: {
      enableAnonymousSignIns: true,
      rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, mfaChallengeVerify: 10_000, passkey: 10_000 },
      passkey: { enabled: true },
      webauthn: { rpId: 'localhost', rpDisplayName: 'Nexo', rpOrigins: [ORIGIN] },
    },
  });
});
afterAll(() => stack?.stop());

/** A supabase-js client with the experimental passkey API switched on. */
function pkClient(key: string = KEYS.publishableKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } } as never,
    realtime: { transport: WebSocket as never },
  });
}

async function member(): Promise<{ c: SupabaseClient; email: string; userId: string }> {
  const email = uniqueEmail('pk');
  const c = pkClient();
  const { data, error } = await c.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { c, email, userId: data.user!.id };
}

/** Runs a whole registration: options from the server, the authenticator's attestation, verify. */
async function register(c: SupabaseClient, auth: SoftwareAuthenticator) {
  const start = await c.auth.passkey.startRegistration();
  expect(start.error).toBeNull();
  const made = auth.create(start.data!.options as unknown as CreationOptionsJSON);
  const verified = await c.auth.passkey.verifyRegistration({ challengeId: start.data!.challenge_id, credential: made.response as never });
  return { start, made, verified };
}

async function signInWith(auth: SoftwareAuthenticator, opts: Parameters<SoftwareAuthenticator['get']>[1] = {}) {
  const c = pkClient();
  const start = await c.auth.passkey.startAuthentication();
  expect(start.error).toBeNull();
  const assertion = auth.get(start.data!.options as unknown as RequestOptionsJSON, opts);
  const result = await c.auth.passkey.verifyAuthentication({ challengeId: start.data!.challenge_id, credential: assertion as never });
  return { c, start, result };
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe('passkeys on ([auth.passkey] enabled, [auth.webauthn] rp_id localhost)', () => {
  it('GET /settings reports passkeys_enabled', async () => {
    const r = await raw(stack, 'GET', '/settings');
    expect(r.body.passkeys_enabled).toBe(true);
  });

  it('registers a passkey: options name the relying party and the user, verify stores it, the list shows it', async () => {
    const { c, email, userId } = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    const { start, verified } = await register(c, auth);
    const o = start.data!.options as unknown as Record<string, any>;
    expect(o.rp).toEqual({ name: 'Nexo', id: 'localhost' });
    expect(o.user).toMatchObject({ name: email, displayName: email, id: Buffer.from(userId).toString('base64url') });
    expect(o.attestation).toBe('none');
    expect(o.authenticatorSelection).toMatchObject({ residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' });
    expect(o.excludeCredentials).toEqual([]);
    expect(start.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ id: expect.any(String), friendly_name: 'Passkey', created_at: expect.any(String) });

    const list = await c.auth.passkey.list();
    expect(list.error).toBeNull();
    expect(list.data).toEqual([{ id: verified.data!.id, friendly_name: 'Passkey', created_at: verified.data!.created_at }]);

    // The next registration excludes the credential already registered.
    const again = await c.auth.passkey.startRegistration();
    const ex = (again.data!.options as unknown as Record<string, any>).excludeCredentials;
    expect(ex.map((e: { id: string }) => e.id)).toEqual([auth.credentials[0].id.toString('base64url')]);
  });

  it('signs in with the passkey: a session with amr "passkey" at aal1; last_used_at is stamped', async () => {
    const { c, userId } = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    await register(c, auth);

    const { c: fresh, start, result } = await signInWith(auth);
    const o = start.data!.options as unknown as Record<string, any>;
    expect(o).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(o.allowCredentials ?? []).toEqual([]);
    expect(result.error).toBeNull();
    const session = result.data!.session!;
    expect(result.data!.user!.id).toBe(userId);
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({ sub: userId, aal: 'aal1' });
    expect(claims.amr.map((m: { method: string }) => m.method)).toEqual(['passkey']);
    const me = await fresh.auth.getUser(session.access_token);
    expect(me.data.user?.id).toBe(userId);
    // The refresh token of the passkey session works like any other.
    const refreshed = await fresh.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();

    const list = await c.auth.passkey.list();
    expect(list.data![0].last_used_at).toEqual(expect.any(String));
  });

  it('a member with a verified TOTP factor signs in with a passkey at aal1 and still owes the second step', async () => {
    const { c } = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    await register(c, auth);
    const { data } = await c.auth.mfa.enroll({ factorType: 'totp' });
    const v = await c.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpAt(data!.totp.secret) });
    expect(v.error).toBeNull();

    const { c: fresh, result } = await signInWith(auth);
    expect(result.error).toBeNull();
    const aal = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // Managing passkeys from that aal1 session is refused until the second step is done.
    const start = await fresh.auth.passkey.startRegistration();
    expect(start.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to manage passkeys when MFA is enabled',
    });
    const del = await fresh.auth.passkey.delete({ passkeyId: (await c.auth.passkey.list()).data![0].id });
    expect(del.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const ok = await fresh.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpAt(data!.totp.secret, Date.now() + 30_000) });
    expect(ok.error).toBeNull();
    expect((await fresh.auth.passkey.startRegistration()).error).toBeNull();
  });

  it('refuses bad assertions: wrong origin, corrupted signature, replayed counter, unknown credential, foreign user handle', async () => {
    const { c } = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    await register(c, auth);
    const failed = { status: 400, code: 'webauthn_verification_failed', message: 'Credential verification failed' };

    expect((await signInWith(auth, { origin: 'http://evil.example' })).result.error).toMatchObject(failed);
    expect((await signInWith(auth, { corruptSignature: true })).result.error).toMatchObject(failed);
    expect((await signInWith(auth)).result.error).toBeNull();
    expect((await signInWith(auth, { keepCounter: true })).result.error).toMatchObject(failed);

    const other = await member();
    const stranger = new SoftwareAuthenticator(ORIGIN);
    await register(other.c, stranger);
    // A credential of one member presented under another member's user handle.
    expect((await signInWith(stranger, { userHandle: auth.credentials[0].userHandle })).result.error).toMatchObject(failed);
    // A credential the server never registered.
    const unknown = new SoftwareAuthenticator(ORIGIN);
    unknown.create({ challenge: 'x', rp: { id: 'localhost', name: 'x' }, user: { id: auth.credentials[0].userHandle, name: 'x', displayName: 'x' } });
    expect((await signInWith(unknown)).result.error).toMatchObject(failed);
  });

  it('challenges are single-use, expire, and are checked as GoTrue checks them', async () => {
    const { c } = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    const { start, made } = await register(c, auth);
    const replay = await c.auth.passkey.verifyRegistration({ challengeId: start.data!.challenge_id, credential: made.response as never });
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found', message: 'Challenge not found or already used' });

    // The same credential again, on a fresh challenge → already registered.
    const s2 = await c.auth.passkey.startRegistration();
    const dup = auth.create(s2.data!.options as unknown as CreationOptionsJSON, { reuse: auth.credentials[0] });
    const dupRes = await c.auth.passkey.verifyRegistration({ challengeId: s2.data!.challenge_id, credential: dup.response as never });
    expect(dupRes.error).toMatchObject({ status: 422, code: 'webauthn_credential_exists', message: 'This credential is already registered' });

    // An expired challenge.
    const s3 = await pkClient().auth.passkey.startAuthentication();
    await stack.deps.db.query(`update auth.webauthn_challenges set expires_at = now() - interval '1 second' where id = $1`, [s3.data!.challenge_id]);
    const late = await pkClient().auth.passkey.verifyAuthentication({
      challengeId: s3.data!.challenge_id,
      credential: auth.get(s3.data!.options as unknown as RequestOptionsJSON) as never,
    });
    expect(late.error).toMatchObject({ status: 400, code: 'webauthn_challenge_expired', message: 'Challenge has expired' });

    // A registration challenge is not a sign-in challenge.
    const s4 = await c.auth.passkey.startRegistration();
    const cross = await pkClient().auth.passkey.verifyAuthentication({
      challengeId: s4.data!.challenge_id,
      credential: auth.get({ challenge: (s4.data!.options as unknown as CreationOptionsJSON).challenge, rpId: 'localhost' }) as never,
    });
    expect(cross.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });

    // Raw bodies: missing and malformed fields.
    expect(await raw(stack, 'POST', '/passkeys/authentication/verify', { body: {} })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'challenge_id is required' },
    });
    expect(await raw(stack, 'POST', '/passkeys/authentication/verify', { body: { challenge_id: 'x' } })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'credential is required' },
    });
    expect(await raw(stack, 'POST', '/passkeys/authentication/verify', { body: { challenge_id: 'x', credential: {} } })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'challenge_id must be a valid UUID' },
    });
    const s5 = await pkClient().auth.passkey.startAuthentication();
    expect(await raw(stack, 'POST', '/passkeys/authentication/verify', { body: { challenge_id: s5.data!.challenge_id, credential: { id: 1 } } })).toMatchObject({
      status: 400,
      body: { code: 'webauthn_verification_failed', message: 'Invalid credential response' },
    });
  });

  it('renames and deletes one\'s own passkeys; another member\'s passkey is "not found"', async () => {
    const { c } = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    const { verified } = await register(c, auth);
    const id = verified.data!.id;

    const renamed = await c.auth.passkey.update({ passkeyId: id, friendlyName: 'Portátil' });
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject({ id, friendly_name: 'Portátil' });
    expect((await c.auth.passkey.update({ passkeyId: id, friendlyName: '' })).error).toMatchObject({ status: 400, message: 'friendly_name is required' });
    expect((await c.auth.passkey.update({ passkeyId: id, friendlyName: 'x'.repeat(121) })).error).toMatchObject({
      status: 400,
      message: 'friendly_name must be 120 characters or less',
    });

    const other = await member();
    const notFound = { status: 404, code: 'validation_failed', message: 'Passkey not found' };
    expect((await other.c.auth.passkey.delete({ passkeyId: id })).error).toMatchObject(notFound);
    expect((await other.c.auth.passkey.update({ passkeyId: id, friendlyName: 'mío' })).error).toMatchObject(notFound);

    expect((await c.auth.passkey.delete({ passkeyId: id })).error).toBeNull();
    expect((await c.auth.passkey.list()).data).toEqual([]);
    expect((await signInWith(auth)).result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('admin API lists and deletes a user\'s passkeys', async () => {
    const { c, userId } = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    const { verified } = await register(c, auth);
    const admin = pkClient(KEYS.secretKey);

    const list = await admin.auth.admin.passkey.listPasskeys({ userId });
    expect(list.error).toBeNull();
    expect(list.data).toEqual([{ id: verified.data!.id, friendly_name: 'Passkey', created_at: verified.data!.created_at }]);
    const del = await admin.auth.admin.passkey.deletePasskey({ userId, passkeyId: verified.data!.id });
    expect(del.error).toBeNull();
    expect((await admin.auth.admin.passkey.listPasskeys({ userId })).data).toEqual([]);
    const again = await admin.auth.admin.passkey.deletePasskey({ userId, passkeyId: verified.data!.id });
    expect(again.error).toMatchObject({ status: 404, message: 'Passkey not found' });
    const nobody = await admin.auth.admin.passkey.listPasskeys({ userId: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.error).toMatchObject({ status: 404, code: 'user_not_found' });
    // Only admin tokens.
    const r = await raw(stack, 'GET', `/admin/users/${userId}/passkeys`, { token: (await c.auth.getSession()).data.session!.access_token });
    expect(r).toMatchObject({ status: 403, body: { code: 'not_admin' } });
  });

  it('GoTrue\'s limits and refusals: no session, anonymous users, too many passkeys, unconfirmed e-mail', async () => {
    // Without a member's session: the same refusal as GET /user.
    const noUser = await raw(stack, 'GET', '/user');
    expect(noUser.status).toBeGreaterThanOrEqual(401);
    for (const [method, p] of [['POST', '/passkeys/registration/options'], ['GET', '/passkeys']]) {
      const r = await raw(stack, method, p, { body: method === 'POST' ? {} : undefined });
      expect({ status: r.status, code: r.body.code }).toEqual({ status: noUser.status, code: noUser.body.code });
    }

    const anon = pkClient();
    await anon.auth.signInAnonymously();
    expect((await anon.auth.passkey.startRegistration()).error).toMatchObject({
      status: 403,
      code: 'no_authorization',
      message: 'Anonymous user not allowed to perform these actions',
    });

    const { c } = await member();
    const before = stack.config.auth.passkey.maxPasskeysPerUser;
    stack.config.auth.passkey.maxPasskeysPerUser = 1;
    try {
      await register(c, new SoftwareAuthenticator(ORIGIN));
      expect((await c.auth.passkey.startRegistration()).error).toMatchObject({
        status: 422,
        code: 'too_many_passkeys',
        message: 'Maximum number of passkeys reached',
      });
    } finally {
      stack.config.auth.passkey.maxPasskeysPerUser = before;
    }

    // A member whose e-mail is not confirmed (confirmation turned on after registering) cannot sign in with the passkey.
    const m = await member();
    const auth = new SoftwareAuthenticator(ORIGIN);
    await register(m.c, auth);
    await stack.deps.db.query(`update auth.users set email_confirmed_at = null where id = $1`, [m.userId]);
    expect((await signInWith(auth)).result.error).toMatchObject({ status: 403, code: 'email_not_confirmed', message: 'Email not confirmed' });
    await stack.deps.db.query(`update auth.users set email_confirmed_at = now(), banned_until = now() + interval '1 day' where id = $1`, [m.userId]);
    expect((await signInWith(auth)).result.error).toMatchObject({ status: 403, code: 'user_banned', message: 'User is banned' });
  });

  it('passkeys switched off: every client route answers 404 passkey_disabled; the admin routes still answer', async () => {
    const { c, userId } = await member();
    stack.config.auth.passkey.enabled = false;
    try {
      expect((await c.auth.passkey.list()).error).toMatchObject({ status: 404, code: 'passkey_disabled', message: 'Passkeys are disabled' });
      expect((await c.auth.passkey.startAuthentication()).error).toMatchObject({ status: 404, code: 'passkey_disabled' });
      expect((await raw(stack, 'POST', '/passkeys/registration/verify', { body: {} })).body).toMatchObject({ code: 'passkey_disabled' });
      expect((await raw(stack, 'GET', '/settings')).body.passkeys_enabled).toBe(false);
      const admin = pkClient(KEYS.secretKey);
      expect(await admin.auth.admin.passkey.listPasskeys({ userId })).toMatchObject({ data: [], error: null });
    } finally {
      stack.config.auth.passkey.enabled = true;
    }
  });
});

describe('[auth.passkey] / [auth.webauthn] in config.toml', () => {
  it('passkeys on without a relying party is refused as the Supabase CLI refuses it', async () => {
    const workdir = mkdtempSync(path.join(tmpdir(), 'nexo-passkey-config-'));
    await expect(loadConfig({ workdir, auth: { passkey: { enabled: true } } })).rejects.toThrow('Missing required field in config: auth.webauthn.rp_id');
    await expect(loadConfig({ workdir, auth: { passkey: { enabled: true }, webauthn: { rpId: 'localhost', rpOrigins: [] } } })).rejects.toThrow(
      'Missing required field in config: auth.webauthn.rp_origins',
    );
  });
});
