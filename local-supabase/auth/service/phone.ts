// Phone accounts (`[auth.sms]`): sign-up with a password, OTP sign-in, SMS codes (test OTPs from config), verification,
// and phone-number changes (PUT /user, confirmed with type=phone_change).
import type { Queryable } from '../../db/adapter.js';
import type { AuthRequest } from '../context.js';
import { E, type AuthError } from '../errors.js';
import { smsText } from './mfa.js';
import { generateOtp, tokenFresh, tokenHash } from './otp.js';
import { hashSql } from './passwords.js';
import { smsHook } from './send-hooks.js';
import { sendSms } from './sms.js';
import { findUserById, insertUser, updateUser, type LoadedUser } from './users.js';
import { normalizePhone } from './validate.js';

/** The phone provider must be on (else `refusal`, which differs per endpoint) and the number valid E.164; returns GoTrue's digits-only form. */
export function requirePhone(a: AuthRequest, raw: unknown, refusal: () => AuthError): string {
  if (!a.cfg.sms.enableSignup) throw refusal();
  const phone = normalizePhone(raw);
  if (!phone) throw E.invalidPhone();
  return phone;
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<LoadedUser | null> {
  const r = await q.query<{ id: string }>(`select id from auth.users where phone = $1 and deleted_at is null limit 1`, [phone]);
  return r.rows[0] ? findUserById(q, r.rows[0].id) : null;
}

export async function createPhoneUser(
  q: Queryable,
  n: { phone: string; password?: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<LoadedUser> {
  const id = await insertUser(
    q,
    {
      aud: 'authenticated',
      role: 'authenticated',
      phone: n.phone,
      encrypted_password: n.password !== undefined ? { hash: n.password } : '',
      raw_app_meta_data: { provider: 'phone', providers: ['phone'] },
      raw_user_meta_data: n.data,
      phone_confirmed_at: n.confirmed ? { now: true } : undefined,
    },
    hashSql,
  );
  const identityData = { sub: id, phone: n.phone, email_verified: false, phone_verified: false };
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, 'phone', now(), now(), now())`,
    [id, JSON.stringify(identityData)],
  );
  await updateUser(q, id, { raw_user_meta_data: { ...n.data, ...identityData } }, hashSql);
  return (await findUserById(q, id))!;
}

/** Which of the user's token columns a text message fills: sign-up/sign-in codes, or a pending phone change. */
export type PhoneOtpKind = 'confirmation' | 'phone_change';

/**
 * Texts a one-time code (the `[auth.sms.test_otp]` code for listed numbers) to `phone` and stores its hash in the
 * kind's token column; returns the message id GoTrue answers with. Like GoTrue's sendPhoneConfirmation, the sms_sent
 * bucket counts only texts a provider would really send: test-OTP numbers and `enable_confirmations = false`
 * (GoTrue's autoconfirm) are not counted.
 */
export async function sendPhoneOtp(a: AuthRequest, q: Queryable, user: LoadedUser, kind: PhoneOtpKind = 'confirmation', to?: string): Promise<string> {
  const phone = to ?? String(user.row.phone ?? '');
  const cols = kind === 'confirmation'
    ? { token: 'confirmation_token', sentAt: 'confirmation_sent_at' }
    : { token: 'phone_change_token', sentAt: 'phone_change_sent_at' };
  const sent = user.row[cols.sentAt] as string | null | undefined;
  if (sent) {
    const wait = Math.ceil(Date.parse(sent) / 1000 + a.cfg.sms.maxFrequencySeconds - Date.now() / 1000);
    if (wait > 0) throw E.smsFrequency(wait);
  }
  const test = a.cfg.sms.testOtp[phone];
  if (test === undefined && a.cfg.sms.enableConfirmations) takeSmsQuota(a);
  const otp = test ?? generateOtp(a.cfg.sms.otpLength);
  const values: Record<string, unknown> = { [cols.token]: tokenHash(phone, otp), [cols.sentAt]: { now: true } };
  if (kind === 'phone_change') values.phone_change = phone;
  await updateUser(q, user.row.id, values, hashSql);
  // GoTrue sends test-OTP codes nowhere; the hook, when on, takes every other text.
  if (test !== undefined || !(await smsHook(a, q, user.row.id, { otp, phone }))) sendSms(a.deps, phone, smsText(a.cfg.sms.template, otp));
  return test ? 'test-otp' : `local-sms-${user.row.id}`;
}

/** Counts one text message against the per-IP `[auth.rate_limit] sms_sent` hourly bucket. */
export function takeSmsQuota(a: AuthRequest): void {
  if (!a.limits.smsSent.take(a.ctx.ip)) throw E.smsRateLimit(a.limits.smsSent.retryAfter(a.ctx.ip));
}

/** POST /verify type=sms: the code of the number's latest text confirms the phone and signs in. */
export async function verifyPhoneOtp(a: AuthRequest, q: Queryable, rawPhone: unknown, otp: string): Promise<LoadedUser> {
  const phone = normalizePhone(rawPhone);
  if (!phone) throw E.invalidPhone();
  const user = await findUserByPhone(q, phone);
  if (!user || user.row.confirmation_token !== tokenHash(phone, otp.trim())) throw E.otpExpired();
  if (!tokenFresh(user.row.confirmation_sent_at, a.cfg.sms.otpExpiry)) throw E.otpExpired();
  await q.query(
    `update auth.users set confirmation_token = '', phone_confirmed_at = coalesce(phone_confirmed_at, now()), updated_at = now() where id = $1`,
    [user.row.id],
  );
  await q.query(`update auth.identities set identity_data = identity_data || '{"phone_verified": true}'::jsonb where user_id = $1 and provider = 'phone'`, [
    user.row.id,
  ]);
  return (await findUserById(q, user.row.id))!;
}

/** POST /verify type=phone_change: the code texted to the pending number moves it into `phone`, confirmed. */
export async function verifyPhoneChange(a: AuthRequest, q: Queryable, rawPhone: unknown, otp: string): Promise<LoadedUser> {
  const phone = normalizePhone(rawPhone);
  if (!phone) throw E.invalidPhone();
  const r = await q.query<{ id: string }>(`select id from auth.users where phone_change = $1 and deleted_at is null limit 1`, [phone]);
  const user = r.rows[0] ? await findUserById(q, r.rows[0].id) : null;
  if (!user) throw E.otpExpired();
  const code = otp.trim();
  // As in GoTrue, a test-OTP number's fixed code is accepted without looking at the stored hash.
  const test = a.cfg.sms.testOtp[phone];
  const valid = (test !== undefined && code === test)
    || (user.row.phone_change_token === tokenHash(phone, code) && tokenFresh(user.row.phone_change_sent_at, a.cfg.sms.otpExpiry));
  if (!valid) throw E.otpExpired();
  return confirmPhoneChange(q, user.row.id, phone);
}

/** Makes `phone` the user's confirmed number and records it on the phone identity (created when missing), like GoTrue. */
export async function confirmPhoneChange(q: Queryable, userId: string, phone: string): Promise<LoadedUser> {
  await q.query(
    `update auth.users set phone = $2, phone_change = '', phone_change_token = '', phone_confirmed_at = now(), is_anonymous = false,
       updated_at = now() where id = $1`,
    [userId, phone],
  );
  const updated = await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('phone', $2::text, 'phone_verified', true), updated_at = now()
     where user_id = $1 and provider = 'phone' returning user_id`,
    [userId, phone],
  );
  if (!updated.rows.length) {
    await q.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2::jsonb, 'phone', now(), now(), now())`,
      [userId, JSON.stringify({ sub: userId, phone, email_verified: false, phone_verified: true })],
    );
  }
  return (await findUserById(q, userId))!;
}
