// POST /signup: email+password (autoconfirm → Session, else User + confirmation mail) or anonymous sign-up.
import { randomUUID } from 'node:crypto';
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { createAnonymousUser, createEmailUser } from '../service/accounts.js';
import { issueToken } from '../service/flows.js';
import { codeChallengeOf, createFlowState } from '../service/pkce.js';
import { assertAcceptablePassword } from '../service/passwords.js';
import { createPhoneUser, findUserByPhone, requirePhone, sendPhoneOtp } from '../service/phone.js';
import { createSession, sessionJson, signedIn } from '../service/sessions.js';
import { findUserByEmail, findUserById, userJson } from '../service/users.js';
import { normalizeEmail, optionalObject, optionalString } from '../service/validate.js';

export async function signup(a: AuthRequest): Promise<Reply> {
  const email = optionalString(a.body, 'email');
  const phone = optionalString(a.body, 'phone');
  const password = optionalString(a.body, 'password');
  const data = optionalObject(a.body, 'data') ?? {};
  // GoTrue's order: anonymous sign-ins are switched before sign-ups; then the password, both identifiers, the provider.
  if (!email && !phone) return anonymous(a, data);
  // Anonymous sign-ins have their own bucket; every other sign-up shares sign_in_sign_ups with /otp, /recover, /resend.
  if (!a.limits.signInSignUps.take(a.ctx.ip)) throw E.requestRateLimit(a.limits.signInSignUps.retryAfter(a.ctx.ip));
  if (!a.cfg.enableSignup) throw E.signupDisabled();
  if (!password) throw E.signupPasswordMissing();
  assertAcceptablePassword(password, a.cfg);
  if (email && phone) throw E.emailAndPhone();
  if (phone) return phoneSignup(a, phone, password, data);
  if (!a.cfg.email.enableSignup) throw E.emailProviderDisabled();
  const normalized = normalizeEmail(email);
  const autoconfirm = !a.cfg.email.enableConfirmations;
  const challenge = codeChallengeOf(a.body);
  const client = { userAgent: a.ctx.headers['user-agent'], ip: a.ctx.ip };

  return a.deps.db.transaction(async (q) => {
    const existing = await findUserByEmail(q, normalized);
    if (existing) {
      if (autoconfirm) throw E.userAlreadyExists();
      if (existing.row.email_confirmed_at) return json(obfuscatedUser(normalized, data));
      // Unconfirmed: GoTrue leaves password and data as they are (the caller's identity is unproven) and only sends the
      // confirmation again, within max_frequency (429 over_email_send_rate_limit before that).
      await issueToken(a, q, existing, 'signup');
      if (challenge) await createFlowState(q, existing.row.id, challenge, 'signup');
      return json(userJson((await findUserById(q, existing.row.id))!));
    }
    const user = await createEmailUser(q, { email: normalized, password, data, confirmed: autoconfirm });
    if (!autoconfirm) {
      await issueToken(a, q, user, 'signup');
      if (challenge) await createFlowState(q, user.row.id, challenge, 'signup');
      return json(userJson((await findUserById(q, user.row.id))!));
    }
    const s = await createSession(q, user.row.id, 'password', client);
    return json(await sessionJson(a, q, (await findUserById(q, user.row.id))!, s.sessionId, s.refreshToken, 'password'));
  });
}

async function phoneSignup(a: AuthRequest, raw: string, password: string, data: Record<string, unknown>): Promise<Reply> {
  const phone = requirePhone(a, raw, E.phoneProviderDisabled);
  const autoconfirm = !a.cfg.sms.enableConfirmations;
  return a.deps.db.transaction(async (q) => {
    const existing = await findUserByPhone(q, phone);
    if (existing?.row.phone_confirmed_at) throw E.userAlreadyExists();
    const user = existing ?? (await createPhoneUser(q, { phone, password, data, confirmed: autoconfirm }));
    if (!autoconfirm) {
      await sendPhoneOtp(a, q, user);
      return json(userJson((await findUserById(q, user.row.id))!));
    }
    return json(await signedIn(a, q, user.row.id, 'password'));
  });
}

async function anonymous(a: AuthRequest, data: Record<string, unknown>): Promise<Reply> {
  if (!a.cfg.enableAnonymousSignIns) throw E.anonymousDisabled();
  if (!a.limits.anonymousUsers.take(a.ctx.ip)) throw E.requestRateLimit(a.limits.anonymousUsers.retryAfter(a.ctx.ip));
  if (!a.cfg.enableSignup) throw E.signupDisabled();
  return a.deps.db.transaction(async (q) => {
    const user = await createAnonymousUser(q, data);
    return json(await signedIn(a, q, user.row.id, 'anonymous'));
  });
}

/** What GoTrue answers for an already confirmed address when confirmations are on: a look-alike user, no identities. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
