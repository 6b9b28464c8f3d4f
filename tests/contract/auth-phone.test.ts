// Auth contract, phone accounts with `[auth.sms]` on and `[auth.sms.test_otp]`: sign-up with password and SMS
// confirmation, resend, OTP sign-in, phone-number changes (PUT /user, type phone_change), codes visible in the mail
// catcher as sent SMS, invalid numbers and wrong codes refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail, uniquePhone } from './auth-helpers.js';

let stack: TestStack;
const TEST_PHONE = '34600111222';

beforeAll(async () => {
  stack = await startTestStack({
    auth: {
      rateLimit: { signInSignUps: 10_000, tokenVerifications: 10_000, smsSent: 10_000 },
      sms: { enableSignup: true, enableConfirmations: true, maxFrequencySeconds: 0, testOtp: { [TEST_PHONE]: '135790' } },
    },
  });
});
afterAll(() => stack?.stop());

const INVALID_PHONE = { status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' };
const smsCode = async (phone: string, since: string) => /(\d{6})/.exec((await stack.deps.mail.waitFor(`+${phone}`, { since })).text)![1];

describe('phone sign-up', () => {
  it('an invalid number gets GoTrue\'s validation message', async () => {
    const { error } = await stack.client().auth.signUp({ phone: 'not-a-phone', password: 'valid-pass-1' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
  });

  it('signs up, texts a code (a "sent SMS" in the mail catcher), confirms with it, then signs in with the password', async () => {
    const phone = uniquePhone();
    const since = new Date(Date.now() - 1).toISOString();
    const c = stack.client();
    const up = await c.auth.signUp({ phone: `+${phone}`, password: 'valid-pass-1', options: { data: { nombre: 'Pablo' } } });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user).toMatchObject({ phone, app_metadata: { provider: 'phone' } });
    const sms = stack.deps.mail.list(`+${phone}`)[0];
    expect(sms).toMatchObject({ from: 'SMS', subject: `SMS to +${phone}` });
    expect(sms.text).toMatch(/^Your code is \d{6}$/);
    const early = await c.auth.signInWithPassword({ phone: `+${phone}`, password: 'valid-pass-1' });
    expect(early.error).toMatchObject({ status: 400, code: 'phone_not_confirmed', message: 'Phone not confirmed' });
    const wrong = await c.auth.verifyOtp({ phone: `+${phone}`, token: '000000', type: 'sms' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const ok = await c.auth.verifyOtp({ phone: `+${phone}`, token: await smsCode(phone, since), type: 'sms' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.phone_confirmed_at).toBeTruthy();
    const signIn = await stack.client().auth.signInWithPassword({ phone: `+${phone}`, password: 'valid-pass-1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata).toMatchObject({ nombre: 'Pablo' });
  });
});

describe('OTP sign-in by SMS with test OTPs', () => {
  it('the test number gets its configured code, which signs in (and creates the account)', async () => {
    const c = stack.client();
    const since = new Date(Date.now() - 1).toISOString();
    const sent = await c.auth.signInWithOtp({ phone: `+${TEST_PHONE}` });
    expect(sent.error).toBeNull();
    expect(sent.data.messageId).toBe('test-otp');
    expect(await smsCode(TEST_PHONE, since)).toBe('135790');
    const v = await c.auth.verifyOtp({ phone: `+${TEST_PHONE}`, token: '135790', type: 'sms' });
    expect(v.error).toBeNull();
    expect(v.data.session?.user.phone).toBe(TEST_PHONE);
    const claims = JSON.parse(Buffer.from(v.data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(claims.amr.map((x: { method: string }) => x.method)).toEqual(['otp']);
  });

  it('create_user false for an unknown number is refused', async () => {
    const { error } = await stack.client().auth.signInWithOtp({ phone: `+${uniquePhone()}`, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});

describe('resend', () => {
  it('type sms texts a new code to an unconfirmed number; the new code confirms it', async () => {
    const phone = uniquePhone();
    const c = stack.client();
    const since = new Date(Date.now() - 1).toISOString();
    expect((await c.auth.signUp({ phone: `+${phone}`, password: 'valid-pass-1' })).error).toBeNull();
    await smsCode(phone, since);
    const again = await c.auth.resend({ type: 'sms', phone: `+${phone}` });
    expect(again.error).toBeNull();
    expect(again.data.messageId).toMatch(/^local-sms-/);
    const texts = stack.deps.mail.list(`+${phone}`);
    expect(texts).toHaveLength(2);
    expect(texts[0].text).toMatch(/^Your code is \d{6}$/);
    const ok = await c.auth.verifyOtp({ phone: `+${phone}`, token: /(\d{6})/.exec(texts[0].text)![1], type: 'sms' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.phone_confirmed_at).toBeTruthy();
    // Confirmed now: a further resend sends nothing, as GoTrue does.
    expect((await c.auth.resend({ type: 'sms', phone: `+${phone}` })).error).toBeNull();
    expect(stack.deps.mail.list(`+${phone}`)).toHaveLength(2);
  });
});

/** An email member with a session (email confirmations are off in this stack). */
async function emailMember() {
  const c = stack.client();
  const { data, error } = await c.auth.signUp({ email: uniqueEmail('phone-change'), password: 'valid-pass-1' });
  expect(error).toBeNull();
  return { c, user: data.user! };
}

describe('phone change (PUT /user) with [auth.sms] on and confirmations on', () => {
  it('a malformed number → 400 validation_failed, nothing stored, no SMS', async () => {
    const { c, user } = await emailMember();
    const before = stack.deps.mail.list().length;
    for (const phone of ['abc', '+0123', '+1 555 abc']) {
      const { error } = await c.auth.updateUser({ phone });
      expect(error).toMatchObject(INVALID_PHONE);
    }
    const row = await stack.db.query<{ phone: string | null; phone_change: string }>(`select phone, phone_change from auth.users where id = $1`, [user.id]);
    expect(row.rows[0]).toEqual({ phone: null, phone_change: '' });
    expect(stack.deps.mail.list()).toHaveLength(before);
  });

  it('texts a code to the new number; verifyOtp type phone_change moves the number and signs in', async () => {
    const { c, user } = await emailMember();
    const phone = uniquePhone();
    const since = new Date(Date.now() - 1).toISOString();
    const put = await c.auth.updateUser({ phone: `+${phone}` });
    expect(put.error).toBeNull();
    expect(put.data.user).toMatchObject({ phone: '', new_phone: phone });
    expect((put.data.user as unknown as Record<string, unknown>).phone_change_sent_at).toBeTruthy();
    const code = await smsCode(phone, since);
    const wrong = await c.auth.verifyOtp({ phone: `+${phone}`, token: code === '000000' ? '111111' : '000000', type: 'phone_change' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const ok = await c.auth.verifyOtp({ phone: `+${phone}`, token: code, type: 'phone_change' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user).toMatchObject({ id: user.id, phone });
    expect(ok.data.user!.phone_confirmed_at).toBeTruthy();
    expect(ok.data.user!.new_phone).toBeUndefined();
    expect(ok.data.user!.identities!.find((i) => i.provider === 'phone')?.identity_data).toMatchObject({ phone, phone_verified: true });
    // The code is spent, and the member can now sign in with the number and the password.
    expect((await c.auth.verifyOtp({ phone: `+${phone}`, token: code, type: 'phone_change' })).error?.code).toBe('otp_expired');
    const signIn = await stack.client().auth.signInWithPassword({ phone: `+${phone}`, password: 'valid-pass-1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(user.id);
  });

  it('resend type phone_change texts the pending number a new code', async () => {
    const { c } = await emailMember();
    const phone = uniquePhone();
    expect((await c.auth.updateUser({ phone: `+${phone}` })).error).toBeNull();
    const email = (await c.auth.getUser()).data.user!.email!;
    const r = await raw(stack, 'POST', '/resend', { body: { type: 'phone_change', email } });
    expect(r.status).toBe(200);
    const texts = stack.deps.mail.list(`+${phone}`);
    expect(texts).toHaveLength(2);
    const ok = await c.auth.verifyOtp({ phone: `+${phone}`, token: /(\d{6})/.exec(texts[0].text)![1], type: 'phone_change' });
    expect(ok.error).toBeNull();
  });

  it('a number another account holds → 422 phone_exists', async () => {
    const phone = uniquePhone();
    const since = new Date(Date.now() - 1).toISOString();
    expect((await stack.client().auth.signUp({ phone: `+${phone}`, password: 'valid-pass-1' })).error).toBeNull();
    await smsCode(phone, since);
    const { c } = await emailMember();
    const { error } = await c.auth.updateUser({ phone: `+${phone}` });
    expect(error).toMatchObject({ status: 422, code: 'phone_exists', message: 'A user with this phone number has already been registered' });
    expect(stack.deps.mail.list(`+${phone}`)).toHaveLength(1);
  });
});

describe('phone change with [auth.sms] as the CLI ships it (sign-up off, confirmations off)', () => {
  it('GoTrue\'s PUT /user does not consult the phone switch: a malformed number is still refused, a valid one is set at once', async () => {
    const sms = stack.config.auth.sms;
    const saved = { ...sms };
    sms.enableSignup = false;
    sms.enableConfirmations = false;
    try {
      const { c, user } = await emailMember();
      expect((await c.auth.updateUser({ phone: 'abc' })).error).toMatchObject(INVALID_PHONE);
      const phone = uniquePhone();
      const { data, error } = await c.auth.updateUser({ phone: `+${phone}` });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ id: user.id, phone });
      expect(data.user!.phone_confirmed_at).toBeTruthy();
      expect(data.user!.identities!.map((i) => i.provider).sort()).toEqual(['email', 'phone']);
      // No text is sent for an autoconfirmed change; phone sign-ins stay refused while the provider is off.
      expect(stack.deps.mail.list(`+${phone}`)).toHaveLength(0);
      const signIn = await stack.client().auth.signInWithPassword({ phone: `+${phone}`, password: 'valid-pass-1' });
      expect(signIn.error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
    } finally {
      Object.assign(sms, saved);
    }
  });
});
