// Password sign-in (grant_type=password), with the password verification hook.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { runHook } from './hooks.js';
import { passwordWeakness, verifyPassword } from './passwords.js';
import { deleteSessions, signedIn } from './sessions.js';
import { findUserByEmail, findUserById, isBanned, type LoadedUser } from './users.js';
import type { Queryable } from '../../db/adapter.js';

async function findByPhone(q: Queryable, phone: string): Promise<LoadedUser | null> {
  const r = await q.query<{ id: string }>(`select id from auth.users where phone = $1 and deleted_at is null`, [phone.replace(/^\+/, '')]);
  return r.rows[0] ? findUserById(q, r.rows[0].id) : null;
}

/** GoTrue's message when the password verification hook rejects without one. */
const PASSWORD_HOOK_REJECTION = 'Further password verification attempts will be rejected.';

/**
 * GoTrue's order: unknown user or no password → invalid credentials; banned → user_banned (before the password is
 * checked); the password verification hook hears every attempt (its rejection, and the sign-out it asks for, stand on
 * their own); then wrong password, unconfirmed address, and the session.
 */
export async function signInPassword(a: AuthRequest): Promise<Record<string, unknown>> {
  const email = typeof a.body.email === 'string' ? a.body.email.trim() : '';
  const phone = typeof a.body.phone === 'string' ? a.body.phone.trim() : '';
  const password = typeof a.body.password === 'string' ? a.body.password : '';
  if (email && phone) throw E.validation('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw E.validation('missing email or phone');
  if (email && !a.cfg.email.enableSignup) throw E.emailLoginsDisabled(422);
  if (!email && !a.cfg.sms.enableSignup) throw E.phoneLoginsDisabled(422);
  const db = a.deps.db;
  // Not GoTrue (per IP only): wrong passwords are also counted per account, known or not, and past the limit the
  // account answers 429 as the per-IP bucket does, so guessing one member's password from many addresses is bounded.
  const account = email ? `e:${email.toLowerCase()}` : `p:${phone.replace(/\D/g, '')}`;
  const failures = a.limits.signInFailures;
  if (failures.full(account)) throw E.requestRateLimit(failures.retryAfter(account));
  const failed = (e: Error) => (failures.take(account), e);
  const user = email ? await findUserByEmail(db, email) : await findByPhone(db, phone);
  if (!user || !user.row.encrypted_password) throw failed(E.invalidCredentials());
  if (isBanned(user.row)) throw E.userBanned(400);
  const valid = password !== '' && (await verifyPassword(db, user.row.id, password));
  const hook = await runHook(a, null, 'password_verification_attempt', { user_id: user.row.id, valid });
  if (hook?.decision === 'reject') {
    if (hook.shouldLogoutUser) {
      await deleteSessions(db, user.row.id, 'global');
      a.endedSessions = true;
    }
    throw failed(E.invalidCredentials(hook.message || PASSWORD_HOOK_REJECTION));
  }
  if (!valid) throw failed(E.invalidCredentials());
  if (email && !user.row.email_confirmed_at) throw E.emailNotConfirmed();
  if (!email && !user.row.phone_confirmed_at) throw E.phoneNotConfirmed();
  const body = await db.transaction((q) => signedIn(a, q, user.row.id, 'password'));
  const weak = passwordWeakness(password, a.cfg);
  if (weak.reasons.length > 0) body.weak_password = { message: weak.message, reasons: weak.reasons };
  return body;
}
