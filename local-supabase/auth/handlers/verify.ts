// POST /verify (token_hash or email + code → Session) and GET /verify (mail links → 303 with tokens in the fragment).
import type { AuthRequest } from '../context.js';
import { AuthError, E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { redirectFor } from '../service/flows.js';
import { isVerifyType, type VerifyType } from '../service/otp.js';
import { verifyPhoneChange, verifyPhoneOtp } from '../service/phone.js';
import { issueAuthCode } from '../service/pkce.js';
import { withFragment, withQuery } from '../service/redirect.js';
import { signedIn } from '../service/sessions.js';
import { normalizeEmail } from '../service/validate.js';
import { verifyToken } from '../service/verify.js';

const PENDING_MESSAGE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

function parseType(v: unknown): VerifyType {
  if (v === undefined || v === null || v === '') throw E.validation('Verify requires a verification type');
  if (v === 'sms' || v === 'phone_change') throw E.otpExpired();
  if (!isVerifyType(v)) throw E.validation('Verify requires a verification type');
  return v;
}

export async function verifyPost(a: AuthRequest): Promise<Reply> {
  if (a.body.type === 'sms') return verifyTextedCode(a, verifyPhoneOtp);
  if (a.body.type === 'phone_change') return verifyTextedCode(a, verifyPhoneChange);
  const type = parseType(a.body.type);
  const hash = typeof a.body.token_hash === 'string' && a.body.token_hash ? a.body.token_hash : undefined;
  const otp = typeof a.body.token === 'string' && a.body.token ? a.body.token : undefined;
  if (!hash && !otp) throw E.validation('Verify requires either a token or a token hash');
  const email = hash ? undefined : normalizeEmail(a.body.email);
  return a.deps.db.transaction(async (q) => {
    const out = await verifyToken(a, q, { type, tokenHash: hash, email, otp: otp?.trim() });
    if (out.pendingOtherEmail) return json({ msg: PENDING_MESSAGE, code: '200' });
    return json(await signedIn(a, q, out.user.row.id, 'otp'));
  });
}

/**
 * A texted code → Session: type=sms (phone + code signs in) or type=phone_change (the new number + the code texted to
 * it; the number is now the user's). `check` verifies the code and answers whose account it opens.
 */
async function verifyTextedCode(a: AuthRequest, check: typeof verifyPhoneOtp): Promise<Reply> {
  const otp = typeof a.body.token === 'string' ? a.body.token : '';
  if (!otp) throw E.validation('Verify requires either a token or a token hash');
  return a.deps.db.transaction(async (q) => {
    const user = await check(a, q, a.body.phone, otp);
    return json(await signedIn(a, q, user.row.id, 'otp'));
  });
}

export async function verifyGet(a: AuthRequest): Promise<Reply> {
  const redirect = redirectFor(a);
  const token = a.query.get('token') ?? '';
  const rawType = a.query.get('type');
  try {
    const type = parseType(rawType);
    if (!token) throw E.otpExpired();
    const target = await a.deps.db.transaction(async (q) => {
      const out = await verifyToken(a, q, { type, tokenHash: token });
      if (out.pendingOtherEmail) return withFragment(redirect, { message: PENDING_MESSAGE });
      const code = await issueAuthCode(q, out.user.row.id, type);
      if (code) return withQuery(redirect, { code });
      const session = await signedIn(a, q, out.user.row.id, 'otp');
      return withFragment(redirect, {
        access_token: session.access_token as string,
        expires_at: session.expires_at as number,
        expires_in: session.expires_in as number,
        refresh_token: session.refresh_token as string,
        token_type: 'bearer',
        type,
      });
    });
    return { redirect: target };
  } catch (e) {
    if (!(e instanceof AuthError) || e.status >= 500) throw e;
    const description = e.code === 'otp_expired' ? 'Email link is invalid or has expired' : e.message;
    return { redirect: withFragment(redirect, { error: 'access_denied', error_code: e.code, error_description: description }) };
  }
}
