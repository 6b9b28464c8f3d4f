// Auth contract, `[auth.rate_limit]` read from a project's config.toml: every key reaches its GoTrue bucket, sms_sent
// caps the texts sent per hour (429 over_sms_send_rate_limit with Retry-After) and web3 caps Web3 sign-in attempts.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail, uniquePhone } from './auth-helpers.js';

const TEST_PHONE = '15550001111';

function projectDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-rate-'));
  mkdirSync(path.join(dir, 'supabase'));
  writeFileSync(
    path.join(dir, 'supabase', 'config.toml'),
    `[auth.rate_limit]
email_sent = 7
sms_sent = 2
anonymous_users = 9
token_refresh = 40
sign_in_sign_ups = 50
token_verifications = 60
web3 = 1

[auth.sms]
enable_signup = true
enable_confirmations = true
max_frequency = "0s"

[auth.sms.test_otp]
${TEST_PHONE} = "246810"
`,
  );
  return dir;
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ workdir: projectDir() });
});
afterAll(() => stack?.stop());

describe('[auth.rate_limit] from config.toml', () => {
  it('reads every key', () => {
    expect(stack.config.auth.rateLimit).toMatchObject({
      emailSent: 7, smsSent: 2, anonymousUsers: 9, tokenRefresh: 40, signInSignUps: 50, tokenVerifications: 60, web3: 1,
    });
  });

  it('sms_sent: phone sign-ups, OTPs, resends and phone changes share the hourly bucket; test-OTP numbers are not counted', async () => {
    const a = uniquePhone();
    const b = uniquePhone();
    expect((await stack.client().auth.signUp({ phone: `+${a}`, password: 'valid-pass-1' })).error).toBeNull();
    expect((await stack.client().auth.signInWithOtp({ phone: `+${b}` })).error).toBeNull();
    // Like GoTrue, a test-OTP number gets its fixed code without a provider sending anything: outside the bucket.
    const test = await stack.client().auth.signInWithOtp({ phone: `+${TEST_PHONE}` });
    expect(test.error).toBeNull();
    expect(test.data.messageId).toBe('test-otp');

    const resend = await raw(stack, 'POST', '/resend', { body: { type: 'sms', phone: `+${a}` } });
    expect(resend).toMatchObject({ status: 429, body: { code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' } });
    const retry = Number(resend.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(stack.deps.mail.list(`+${a}`)).toHaveLength(1);

    const otp = await stack.client().auth.signInWithOtp({ phone: `+${uniquePhone()}` });
    expect(otp.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });

    const c = stack.client();
    const { data } = await c.auth.signUp({ email: uniqueEmail('rate'), password: 'valid-pass-1' });
    const next = uniquePhone();
    const change = await c.auth.updateUser({ phone: `+${next}` });
    expect(change.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    const row = await stack.db.query<{ phone_change: string }>(`select phone_change from auth.users where id = $1`, [data.user!.id]);
    expect(row.rows[0].phone_change).toBe('');
    expect(stack.deps.mail.list(`+${next}`)).toHaveLength(0);

    expect((await stack.client().auth.signInWithOtp({ phone: `+${TEST_PHONE}` })).error).toBeNull();
  });

  it('web3: Web3 sign-in attempts have their own 5-minute bucket, counted before the disabled provider is refused', async () => {
    const first = await raw(stack, 'POST', '/token?grant_type=web3', { body: { chain: 'ethereum', message: 'm', signature: 's' } });
    expect(first).toMatchObject({ status: 422, body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' } });
    const second = await raw(stack, 'POST', '/token?grant_type=web3', { body: { chain: 'ethereum', message: 'm', signature: 's' } });
    expect(second).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
    const retry = Number(second.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(250);
    expect(retry).toBeLessThanOrEqual(300);
    // Other grants stay in token_refresh.
    const signIn = await stack.client().auth.signInWithPassword({ email: uniqueEmail('rate'), password: 'whatever-1' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });
});
