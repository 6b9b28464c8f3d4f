// POST /otp and legacy POST /magiclink: mail a magic link + code; creates the user unless create_user is false.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { createEmailUser } from '../service/accounts.js';
import { issueToken } from '../service/flows.js';
import { codeChallengeOf, createFlowState } from '../service/pkce.js';
import { createPhoneUser, findUserByPhone, requirePhone, sendPhoneOtp } from '../service/phone.js';
import { findUserByEmail } from '../service/users.js';
import { normalizeEmail, normalizePhone, optionalObject } from '../service/validate.js';

export async function otp(a: AuthRequest): Promise<Reply> {
  const hasEmail = typeof a.body.email === 'string' && a.body.email !== '';
  const hasPhone = typeof a.body.phone === 'string' && a.body.phone !== '';
  if (hasEmail && hasPhone) throw E.validation('Only an email address or phone number should be provided');
  if (!hasEmail && !hasPhone) {
    // GoTrue looks for the account of create_user=false before noticing that neither was given.
    if (a.body.create_user === false) throw E.otpDisabled();
    throw E.validation('One of email or phone must be set');
  }
  if (hasPhone) return phoneOtp(a);
  if (!a.cfg.email.enableSignup) {
    // As GoTrue, create_user=false for an unknown address is refused before the provider switch is looked at.
    if (a.body.create_user === false && !(await findUserByEmail(a.deps.db, normalizeEmail(a.body.email)))) throw E.otpDisabled();
    throw E.emailLoginsDisabled(422);
  }
  const email = normalizeEmail(a.body.email);
  const createUser = a.body.create_user !== false;
  const data = optionalObject(a.body, 'data') ?? {};
  const challenge = codeChallengeOf(a.body);
  await a.deps.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email);
    if (!user) {
      if (!createUser) throw E.otpDisabled();
      if (!a.cfg.enableSignup) throw E.signupDisabled();
      user = await createEmailUser(q, { email, data, confirmed: false });
    }
    const kind = user.row.email_confirmed_at ? 'magiclink' : 'signup';
    await issueToken(a, q, user, kind);
    if (challenge) await createFlowState(q, user.row.id, challenge, kind);
  });
  return json({});
}

export async function magiclink(a: AuthRequest): Promise<Reply> {
  if (!a.cfg.email.enableSignup) throw E.emailLoginsDisabled(422);
  // GoTrue's MagicLinkParams share the recovery wording.
  if (typeof a.body.email !== 'string' || a.body.email === '') throw E.recoveryEmailMissing(422);
  return otp({ ...a, body: { ...a.body, create_user: true } });
}

/** OTP sign-in by text message: creates the phone account unless create_user is false, then texts a code. */
async function phoneOtp(a: AuthRequest): Promise<Reply> {
  const createUser = a.body.create_user !== false;
  if (!a.cfg.sms.enableSignup && !createUser) {
    // GoTrue's shouldCreateUser runs first: it validates the number and refuses an unknown one with otp_disabled.
    const number = normalizePhone(a.body.phone);
    if (!number) throw E.invalidPhone();
    if (!(await findUserByPhone(a.deps.db, number))) throw E.otpDisabled();
  }
  const phone = requirePhone(a, a.body.phone, E.unsupportedPhoneProvider);
  const data = optionalObject(a.body, 'data') ?? {};
  const messageId = await a.deps.db.transaction(async (q) => {
    let user = await findUserByPhone(q, phone);
    if (!user) {
      if (!createUser) throw E.otpDisabled();
      if (!a.cfg.enableSignup) throw E.signupDisabled();
      user = await createPhoneUser(q, { phone, data, confirmed: false });
    }
    return sendPhoneOtp(a, q, user);
  });
  return json({ message_id: messageId });
}
