// Password sign-in (grant_type=password) and the checks every token grant shares.
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { passwordWeakness, verifyPassword } from './passwords.js';
import { createSession, sessionJson } from './sessions.js';
import { findUserByEmail, findUserById, isBanned, type LoadedUser, type UserRow } from './users.js';
import type { Queryable } from '../../db/adapter.js';

export function assertNotBanned(row: UserRow): void {
  if (isBanned(row)) throw E.userBanned(400);
}

async function findByPhone(q: Queryable, phone: string): Promise<LoadedUser | null> {
  const r = await q.query<{ id: string }>(`select id from auth.users where phone = $1 and deleted_at is null`, [phone.replace(/^\+/, '')]);
  return r.rows[0] ? findUserById(q, r.rows[0].id) : null;
}

export async function signInPassword(a: AuthRequest): Promise<Record<string, unknown>> {
  const email = typeof a.body.email === 'string' ? a.body.email.trim() : '';
  const phone = typeof a.body.phone === 'string' ? a.body.phone.trim() : '';
  const password = typeof a.body.password === 'string' ? a.body.password : '';
  if (email && phone) throw E.validation('Only an email address or phone number should be provided on login.');
  if (!email && !phone) throw E.validation('missing email or phone');
  if (email && !a.cfg.email.enableSignup) throw E.emailLoginsDisabled(422);
  if (!email && !a.cfg.sms.enableSignup) throw E.phoneLoginsDisabled(422);
  return a.deps.db.transaction(async (q) => {
    const user = email ? await findUserByEmail(q, email) : await findByPhone(q, phone);
    if (!user || !password || !(await verifyPassword(q, user.row.id, password))) throw E.invalidCredentials();
    assertNotBanned(user.row);
    if (email && !user.row.email_confirmed_at) throw E.emailNotConfirmed();
    if (!email && !user.row.phone_confirmed_at) throw E.phoneNotConfirmed();
    const s = await createSession(q, user.row.id, 'password', { userAgent: a.ctx.headers['user-agent'], ip: a.ctx.ip });
    const body = await sessionJson(a.deps, q, (await findUserById(q, user.row.id))!, s.sessionId, s.refreshToken);
    const weak = passwordWeakness(password, a.cfg);
    if (weak.reasons.length > 0) body.weak_password = { message: weak.message, reasons: weak.reasons };
    return body;
  });
}
