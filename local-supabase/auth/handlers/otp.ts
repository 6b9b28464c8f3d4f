// POST /otp and legacy POST /magiclink: mail a magic link + code; creates the user unless create_user is false.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { createEmailUser } from '../service/accounts.js';
import { issueToken } from '../service/flows.js';
import { codeChallengeOf, createFlowState } from '../service/pkce.js';
import { createPhoneUser, findUserByPhone, requirePhone, sendPhoneOtp } from '../service/phone.js';
import { findUserByEmail } from '../service/users.js';
import { normalizeEmail, optionalObject } from '../service/validate.js';

export async function otp(a: AuthRequest): Promise<Reply> {
  if (typeof a.body.phone === 'string' && a.body.phone) return phoneOtp(a);
  const email = normalizeEmail(a.body.email);
  const createUser = a.body.create_user !== false;
  const data = optionalObject(a.body, 'data') ?? {};
  const challenge = codeChallengeOf(a.body);
  await a.deps.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email);
    if (!user) {
      if (!createUser) throw E.otpDisabled();
      if (!a.cfg.enableSignup || !a.cfg.email.enableSignup) throw E.signupDisabled();
      user = await createEmailUser(q, { email, data, confirmed: false });
    }
    const kind = user.row.email_confirmed_at ? 'magiclink' : 'signup';
    await issueToken(a, q, user, kind);
    if (challenge) await createFlowState(q, user.row.id, challenge, kind);
  });
  return json({});
}

export async function magiclink(a: AuthRequest): Promise<Reply> {
  return otp({ ...a, body: { ...a.body, create_user: true } });
}

/** OTP sign-in by text message: creates the phone account unless create_user is false, then texts a code. */
async function phoneOtp(a: AuthRequest): Promise<Reply> {
  const phone = requirePhone(a, a.body.phone);
  const createUser = a.body.create_user !== false;
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
