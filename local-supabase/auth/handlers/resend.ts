// POST /resend: send the signup confirmation, the email-change mails or a phone code (sms, phone_change) again → 200.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { issueEmailChange, issueToken } from '../service/flows.js';
import { findUserByPhone, requirePhone, sendPhoneOtp } from '../service/phone.js';
import { findUserByEmail } from '../service/users.js';
import { normalizeEmail } from '../service/validate.js';

const TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

export async function resend(a: AuthRequest): Promise<Reply> {
  const type = a.body.type;
  if (typeof type !== 'string' || !TYPES.includes(type)) throw E.validation('Missing one of these types: signup, email_change, sms, phone_change');
  // GoTrue's ResendConfirmationParams.Validate, in its order.
  const hasEmail = typeof a.body.email === 'string' && a.body.email !== '';
  const hasPhone = typeof a.body.phone === 'string' && a.body.phone !== '';
  if (!hasEmail && type === 'signup') throw E.validation('Type provided requires an email address');
  if (!hasPhone && type === 'sms') throw E.validation('Type provided requires a phone number');
  if (hasEmail && hasPhone) throw E.validation('Only an email address or phone number should be provided.');
  if (!hasEmail && !hasPhone) throw E.validation('Missing email address or phone number');
  if (hasEmail && !a.cfg.email.enableSignup) throw E.emailLoginsDisabled(400);
  // Like GoTrue, phone_change finds the user by the current number (or the email) and texts the pending number again.
  if (hasPhone) {
    const phone = requirePhone(a, a.body.phone, () => E.phoneLoginsDisabled(400));
    const messageId = await a.deps.db.transaction(async (q) => {
      const user = await findUserByPhone(q, phone);
      if (!user) return null;
      if (type === 'email_change') {
        if (user.row.email_change) await issueEmailChange(a, q, user, user.row.email_change);
        return null;
      }
      if (type === 'sms') return user.row.phone_confirmed_at ? null : sendPhoneOtp(a, q, user);
      return user.row.phone_change ? sendPhoneOtp(a, q, user, 'phone_change', user.row.phone_change) : null;
    });
    return json(messageId ? { message_id: messageId } : {});
  }
  const email = normalizeEmail(a.body.email);
  if (type === 'phone_change') {
    const messageId = await a.deps.db.transaction(async (q) => {
      const user = await findUserByEmail(q, email);
      return user?.row.phone_change ? sendPhoneOtp(a, q, user, 'phone_change', user.row.phone_change) : null;
    });
    return json(messageId ? { message_id: messageId } : {});
  }
  await a.deps.db.transaction(async (q) => {
    if (type === 'signup') {
      const user = await findUserByEmail(q, email);
      if (!user || user.row.email_confirmed_at) return;
      await issueToken(a, q, user, 'signup');
      return;
    }
    // email_change: `email` is the pending new address (or the current one).
    const r = await q.query<{ email: string }>(
      `select email from auth.users where (lower(email_change) = $1 or lower(email) = $1) and coalesce(email_change, '') <> '' limit 1`,
      [email],
    );
    const user = r.rows[0] ? await findUserByEmail(q, r.rows[0].email) : null;
    if (!user) return;
    await issueEmailChange(a, q, user, user.row.email_change);
  });
  return json({});
}
