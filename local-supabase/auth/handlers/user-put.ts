// PUT /user: merge user_metadata, change password (other sessions end), start an email or phone change, → User.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { issueEmailChange } from '../service/flows.js';
import { requireAal2WithMfa } from '../service/mfa.js';
import { assertAcceptablePassword, hashSql, verifyPassword } from '../service/passwords.js';
import { confirmPhoneChange, findUserByPhone, sendPhoneOtp } from '../service/phone.js';
import { tokenHash } from '../service/otp.js';
import { findUserByEmail, findUserById, insertEmailIdentity, mergeMetadata, updateUser, userJson } from '../service/users.js';
import { normalizeEmail, normalizePhone, optionalObject, optionalString } from '../service/validate.js';

const INVALID_CHANNEL = "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

export async function putUser(a: AuthRequest): Promise<Reply> {
  const { user, sessionId } = a.caller!;
  const data = optionalObject(a.body, 'data');
  const password = optionalString(a.body, 'password');
  const emailRaw = optionalString(a.body, 'email');
  const nonce = optionalString(a.body, 'nonce');
  const currentPassword = optionalString(a.body, 'current_password');
  const newEmail = emailRaw ? normalizeEmail(emailRaw) : undefined;
  const newPhone = parsePhone(a.body);
  if (password !== undefined) assertAcceptablePassword(password, a.cfg);
  const id = user.row.id;
  // GoTrue, after checking the parameters: a new password, e-mail or phone needs aal2 once a factor is verified.
  const changes = !!password || (!!newEmail && newEmail !== (user.row.email ?? '')) || (!!newPhone && newPhone !== (user.row.phone ?? ''));
  if (changes) await requireAal2WithMfa(a, a.caller!, E.aal2ToChangeCredentials);

  await a.deps.db.transaction(async (q) => {
    if (data) await updateUser(q, id, { raw_user_meta_data: mergeMetadata(user.row.raw_user_meta_data, data) }, hashSql);
    if (password !== undefined) {
      if (currentPassword !== undefined && !(await verifyPassword(q, id, currentPassword))) {
        throw E.validation('Current password required when setting new password.');
      }
      if (await verifyPassword(q, id, password)) throw E.samePassword();
      // Like GoTrue: with secure_password_change, a session signed in over 24 h ago must prove itself with a nonce.
      if (a.cfg.email.securePasswordChange && !user.row.is_anonymous && !(await sessionIsRecent(q, sessionId))) {
        if (!nonce) throw E.reauthNeeded();
        if ((user.row.reauthentication_token ?? '') === '' || !(await nonceMatches(a, q, id, nonce))) throw E.reauthNotValid();
        await updateUser(q, id, { reauthentication_token: '' }, hashSql);
      }
      await updateUser(q, id, { encrypted_password: { hash: password } }, hashSql);
      // A password change ends every other session of the user, as GoTrue does.
      await q.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [id, sessionId ?? null]);
      a.endedSessions = true;
    }
    if (newEmail && newEmail !== (user.row.email ?? '')) {
      const taken = await findUserByEmail(q, newEmail);
      if (taken && taken.row.id !== id) throw E.emailExists();
      if (user.row.is_anonymous && !a.cfg.email.enableConfirmations) {
        await updateUser(q, id, { email: newEmail, email_confirmed_at: { now: true }, is_anonymous: false }, hashSql);
        await insertEmailIdentity(q, id, { sub: id, email: newEmail, email_verified: true, phone_verified: false });
      } else {
        const fresh = (await findUserById(q, id))!;
        await issueEmailChange(a, q, fresh, newEmail, { current: user.row.is_anonymous ? false : undefined });
      }
    }
    // GoTrue's PUT /user does not look at the phone provider switch: with [auth.sms] enable_confirmations off
    // (its autoconfirm) the number changes at once, otherwise a code is texted to the new number (no SMS provider
    // runs locally: the text lands in the mail catcher) and POST /verify type=phone_change confirms it.
    if (newPhone && newPhone !== (user.row.phone ?? '')) {
      const taken = await findUserByPhone(q, newPhone);
      if (taken && taken.row.id !== id) throw E.phoneExists();
      if (!a.cfg.sms.enableConfirmations) await confirmPhoneChange(q, id, newPhone);
      else await sendPhoneOtp(a, q, (await findUserById(q, id))!, 'phone_change', newPhone);
    }
  });
  return json(userJson((await findUserById(a.deps.db, id))!));
}

async function nonceMatches(a: AuthRequest, q: Parameters<typeof verifyPassword>[0], id: string, nonce: string): Promise<boolean> {
  const u = await findUserById(q, id);
  const sent = u?.row.reauthentication_sent_at;
  if (!u || !sent || Date.parse(sent) + a.cfg.email.otpExpiry * 1000 < Date.now()) return false;
  return u.row.reauthentication_token === tokenHash(u.row.email ?? '', nonce);
}

async function sessionIsRecent(q: Parameters<typeof verifyPassword>[0], sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const r = await q.query<{ recent: boolean }>(`select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`, [sessionId]);
  return r.rows[0]?.recent === true;
}

/** `phone` (and its `channel`) checked as GoTrue does before anything changes; GoTrue's digits-only form. */
function parsePhone(body: Record<string, unknown>): string | undefined {
  const raw = optionalString(body, 'phone');
  if (!raw) return undefined;
  const phone = normalizePhone(raw);
  if (!phone) throw E.invalidPhone();
  const channel = optionalString(body, 'channel');
  if (channel && channel !== 'sms') throw E.validation(INVALID_CHANNEL);
  return phone;
}
