// Auth contract, phone accounts with `[auth.sms]` on and `[auth.sms.test_otp]`: sign-up with password and SMS
// confirmation, OTP sign-in, codes visible in the mail catcher as sent SMS, invalid numbers and wrong codes refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';

let stack: TestStack;
const TEST_PHONE = '34600111222';

beforeAll(async () => {
  stack = await startTestStack({
    auth: {
      rateLimit: { signInSignUps: 10_000, tokenVerifications: 10_000 },
      sms: { enableSignup: true, enableConfirmations: true, maxFrequencySeconds: 0, testOtp: { [TEST_PHONE]: '135790' } },
    },
  });
});
afterAll(() => stack?.stop());

let seq = 0;
/** A random E.164 number not in the test OTP map. */
const randomPhone = () => `1555${String(Date.now() % 1_000_000).padStart(6, '0')}${seq++ % 10}`;
const smsCode = async (phone: string, since: string) => /(\d{6})/.exec((await stack.deps.mail.waitFor(`+${phone}`, { since })).text)![1];

describe('phone sign-up', () => {
  it('an invalid number gets GoTrue\'s validation message', async () => {
    const { error } = await stack.client().auth.signUp({ phone: 'not-a-phone', password: 'valid-pass-1' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
  });

  it('signs up, texts a code (a "sent SMS" in the mail catcher), confirms with it, then signs in with the password', async () => {
    const phone = randomPhone();
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
    const { error } = await stack.client().auth.signInWithOtp({ phone: `+${randomPhone()}`, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});
