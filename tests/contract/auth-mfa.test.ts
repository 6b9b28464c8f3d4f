// Auth contract, MFA with supabase-js's auth.mfa.*: TOTP enrol (QR, secret, URI), challenge, verify (aal2, amr),
// sign-in again with the code, unenrol rules, admin factor API, limits, config switches, and phone factors with test OTPs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { totpAt } from '../../local-supabase/auth/service/totp.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail, uniquePhone } from './auth-helpers.js';

let stack: TestStack;
const PASSWORD = 'valid-pass-1';
const TEST_PHONE = '15555550100';

beforeAll(async () => {
  stack = await startTestStack({
    auth: {
      rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000, mfaChallengeVerify: 10_000 },
      mfa: { phone: { enrollEnabled: true, verifyEnabled: true, maxFrequencySeconds: 5 } },
      sms: { testOtp: { [TEST_PHONE]: '424242' } },
    },
  });
});
afterAll(() => stack?.stop());

async function member(): Promise<{ c: SupabaseClient; email: string }> {
  const email = uniqueEmail('mfa');
  const c = stack.client();
  const { error } = await c.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { c, email };
}

/** Enrols and verifies a TOTP factor; returns its id and secret. */
async function withTotp(c: SupabaseClient, friendlyName = 'Teléfono'): Promise<{ id: string; secret: string }> {
  const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  const v = await c.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpAt(data!.totp.secret) });
  expect(v.error).toBeNull();
  return { id: data!.id, secret: data!.totp.secret };
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('TOTP with supabase-js', () => {
  it('enrols with a QR code, secret and URI; the factor stays unverified until verified', async () => {
    const { c, email } = await member();
    const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mi app' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Mi app' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const issuer = new URL(stack.config.auth.siteUrl).host;
    expect(data!.totp.uri).toBe(
      `otpauth://totp/${issuer}:${email}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=${data!.totp.secret}`,
    );
    const list = await c.auth.mfa.listFactors();
    expect(list.data!.all).toHaveLength(1);
    expect(list.data!.all[0]).toMatchObject({ id: data!.id, status: 'unverified', factor_type: 'totp', friendly_name: 'Mi app' });
    expect(list.data!.totp).toEqual([]);
    expect(JSON.stringify(list.data)).not.toContain(data!.totp.secret);
  });

  it('refuses a wrong code, then verifies: aal2 with totp and password in amr', async () => {
    const { c } = await member();
    const { data } = await c.auth.mfa.enroll({ factorType: 'totp' });
    const ch = await c.auth.mfa.challenge({ factorId: data!.id });
    expect(ch.error).toBeNull();
    expect(ch.data!.type).toBe('totp');
    expect(ch.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const good = totpAt(data!.totp.secret);
    const bad = good === '000000' ? '111111' : '000000';
    const wrong = await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code: bad });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const before = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const ok = await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code: good });
    expect(ok.error).toBeNull();
    const claims = claimsOf(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((x: { method: string }) => x.method).sort()).toEqual(['password', 'totp']);
    const aal = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const list = await c.auth.mfa.listFactors();
    expect(list.data!.totp.map((f) => f.id)).toEqual([data!.id]);
    // A refreshed session keeps aal2.
    const r = await c.auth.refreshSession();
    expect(claimsOf(r.data.session!.access_token).aal).toBe('aal2');
    // A used challenge cannot be verified again.
    const again = await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code: good });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('a new password sign-in is aal1 with next level aal2, and the code raises it', async () => {
    const { c, email } = await member();
    const { secret } = await withTotp(c);
    await c.auth.signOut();
    const c2 = stack.client();
    const s = await c2.auth.signInWithPassword({ email, password: PASSWORD });
    expect(s.error).toBeNull();
    const aal = await c2.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const factors = await c2.auth.mfa.listFactors();
    // The enrolment used this step's code, and a code verifies once: the next step's code (within the skew) raises it.
    const v = await c2.auth.mfa.challengeAndVerify({ factorId: factors.data!.totp[0].id, code: totpAt(secret, Date.now() + 30_000) });
    expect(v.error).toBeNull();
    expect((await c2.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('verifying ends the member\'s other aal1 sessions', async () => {
    const { c, email } = await member();
    const other = stack.client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token;
    await withTotp(c);
    const r = await raw(stack, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: otherRefresh } });
    expect(r.status).toBe(400);
    // The session row is gone and its refresh tokens with it.
    expect(r.body.code).toBe('refresh_token_not_found');
    expect((await stack.db.query(`select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`, [email])).rows[0].n).toBe(1);
  });

  it('refuses a second enrolment from aal1 once a factor is verified, and duplicate names', async () => {
    const { c, email } = await member();
    await withTotp(c, 'uno');
    const dup = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'uno' });
    expect(dup.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict', message: 'A factor with the friendly name "uno" for this user already exists' });
    const c2 = stack.client();
    await c2.auth.signInWithPassword({ email, password: PASSWORD });
    const low = await c2.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'dos' });
    expect(low.error).toMatchObject({ status: 403, code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' });
  });

  it('unenrols: a verified factor needs aal2; afterwards the session is aal1 again', async () => {
    const { c, email } = await member();
    const { id } = await withTotp(c);
    const c2 = stack.client();
    await c2.auth.signInWithPassword({ email, password: PASSWORD });
    const low = await c2.auth.mfa.unenroll({ factorId: id });
    expect(low.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });
    const ok = await c.auth.mfa.unenroll({ factorId: id });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ id });
    const r = await c.auth.refreshSession();
    expect(claimsOf(r.data.session!.access_token)).toMatchObject({ aal: 'aal1' });
    expect(claimsOf(r.data.session!.access_token).amr.map((x: { method: string }) => x.method)).toEqual(['password']);
    expect((await c.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it("another member's factor is not found; bad ids and empty codes get GoTrue's errors", async () => {
    const { c } = await member();
    const { data } = await c.auth.mfa.enroll({ factorType: 'totp' });
    const { c: stranger } = await member();
    const ch = await stranger.auth.mfa.challenge({ factorId: data!.id });
    expect(ch.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
    const un = await stranger.auth.mfa.unenroll({ factorId: data!.id });
    expect(un.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const own = await c.auth.mfa.challenge({ factorId: data!.id });
    const empty = await c.auth.mfa.verify({ factorId: data!.id, challengeId: own.data!.id, code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Code needs to be non-empty' });
    const unknown = await c.auth.mfa.verify({ factorId: data!.id, challengeId: '00000000-0000-4000-8000-000000000000', code: '123456' });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found', message: 'MFA factor with the provided challenge ID not found' });
    const type = await c.auth.mfa.enroll({ factorType: 'sms' as 'totp' });
    expect(type.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'factor_type needs to be totp, phone, or webauthn' });
  });

  it('an expired challenge is refused and removed', async () => {
    const { c } = await member();
    const { data } = await c.auth.mfa.enroll({ factorType: 'totp' });
    const ch = await c.auth.mfa.challenge({ factorId: data!.id });
    await stack.db.query(`update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`, [ch.data!.id]);
    const v = await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code: totpAt(data!.totp.secret) });
    expect(v.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${ch.data!.id} has expired, verify against another challenge or create a new challenge.`,
    });
    expect((await stack.db.query(`select 1 from auth.mfa_challenges where id = $1`, [ch.data!.id])).rows).toEqual([]);
  });
});

describe('limits and switches from [auth.mfa]', () => {
  it('max_enrolled_factors caps factors per member', async () => {
    const cfg = stack.config.auth.mfa;
    const saved = cfg.maxEnrolledFactors;
    cfg.maxEnrolledFactors = 2;
    try {
      const { c } = await member();
      expect((await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'a' })).error).toBeNull();
      expect((await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'b' })).error).toBeNull();
      const third = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'c' });
      expect(third.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors', message: 'Maximum number of verified factors reached, unenroll to continue' });
    } finally {
      cfg.maxEnrolledFactors = saved;
    }
  });

  it('totp enroll_enabled / verify_enabled off are refused with GoTrue codes', async () => {
    const t = stack.config.auth.mfa.totp;
    const { c } = await member();
    const { data } = await c.auth.mfa.enroll({ factorType: 'totp' });
    t.enrollEnabled = false;
    t.verifyEnabled = false;
    try {
      const e = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'x' });
      expect(e.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' });
      const ch = await c.auth.mfa.challenge({ factorId: data!.id });
      expect(ch.error).toMatchObject({ status: 422, code: 'mfa_totp_verify_not_enabled', message: 'MFA verification is disabled for TOTP' });
    } finally {
      t.enrollEnabled = true;
      t.verifyEnabled = true;
    }
  });
});

describe('phone factors with [auth.sms.test_otp]', () => {
  it('texts the test code (seen in the mail catcher), verifies with it, and limits challenge frequency', async () => {
    const { c } = await member();
    const bad = await c.auth.mfa.enroll({ factorType: 'phone', phone: '+12 abc' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
    const { data, error } = await c.auth.mfa.enroll({ factorType: 'phone', phone: `+${TEST_PHONE}`, friendlyName: 'Celular' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'phone', phone: `+${TEST_PHONE}` });
    const since = new Date(Date.now() - 1).toISOString();
    const ch = await c.auth.mfa.challenge({ factorId: data!.id });
    expect(ch.error).toBeNull();
    const sms = await stack.deps.mail.waitFor(`+${TEST_PHONE}`, { since });
    expect(sms.text).toBe('Your code is 424242');
    const soon = await c.auth.mfa.challenge({ factorId: data!.id });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    const wrong = await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code: '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid MFA Phone code entered' });
    const ok = await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code: '424242' });
    expect(ok.error).toBeNull();
    expect(claimsOf(ok.data!.access_token).amr.map((x: { method: string }) => x.method)).toContain('mfa/phone');
    expect((await c.auth.mfa.listFactors()).data!.phone).toHaveLength(1);
  });

  it('phone verify_enabled off refuses challenges and verification; on again, the texted code verifies', async () => {
    const p = stack.config.auth.mfa.phone;
    const { c } = await member();
    const phone = uniquePhone();
    const { data } = await c.auth.mfa.enroll({ factorType: 'phone', phone: `+${phone}` });
    const since = new Date(Date.now() - 1).toISOString();
    const ch = await c.auth.mfa.challenge({ factorId: data!.id });
    expect(ch.error).toBeNull();
    const code = /(\d{6})/.exec((await stack.deps.mail.waitFor(`+${phone}`, { since })).text)![1];
    p.verifyEnabled = false;
    try {
      const refused = { status: 422, code: 'mfa_phone_verify_not_enabled', message: 'MFA verification is disabled for Phone' };
      expect((await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code })).error).toMatchObject(refused);
      expect((await c.auth.mfa.challenge({ factorId: data!.id })).error).toMatchObject(refused);
      expect((await c.auth.mfa.listFactors()).data!.phone).toHaveLength(0);
    } finally {
      p.verifyEnabled = true;
    }
    const ok = await c.auth.mfa.verify({ factorId: data!.id, challengeId: ch.data!.id, code });
    expect(ok.error).toBeNull();
    expect((await c.auth.mfa.listFactors()).data!.phone).toHaveLength(1);
  });

  it('phone enrolment off is refused', async () => {
    const p = stack.config.auth.mfa.phone;
    p.enrollEnabled = false;
    try {
      const { c } = await member();
      const e = await c.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550199' });
      expect(e.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' });
    } finally {
      p.enrollEnabled = true;
    }
  });
});

describe('admin factor API', () => {
  it('lists, renames and deletes a member\'s factors', async () => {
    const { c } = await member();
    const { id } = await withTotp(c, 'vieja');
    const userId = (await c.auth.getUser()).data.user!.id;
    const admin = stack.admin();
    const list = await admin.auth.admin.mfa.listFactors({ userId });
    expect(list.error).toBeNull();
    expect(list.data!.factors.map((f) => [f.id, f.status])).toEqual([[id, 'verified']]);
    const put = await raw(stack, 'PUT', `/admin/users/${userId}/factors/${id}`, {
      body: { friendly_name: 'nueva' },
      headers: { apikey: stack.config.keys.secretKey, Authorization: `Bearer ${stack.config.keys.secretKey}` },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, friendly_name: 'nueva' });
    const del = await admin.auth.admin.mfa.deleteFactor({ userId, id });
    expect(del.error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId })).data!.factors).toEqual([]);
    const again = await admin.auth.admin.mfa.deleteFactor({ userId, id });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const anon = await stack.client().auth.admin.mfa.listFactors({ userId });
    expect(anon.error?.status).toBe(403);
  });
});
