// Shared steps of the MFA endpoints: the caller's session, the owned factor, the refresh-token swap after a verify.
import type { Queryable } from '../../db/adapter.js';
import type { AuthRequest, Caller } from '../context.js';
import { E } from '../errors.js';
import { findOwnedFactor, type FactorRow } from './factors.js';
import { activeToken, insertRefreshToken, revokeToken } from './sessions.js';
import { isUuid } from './validate.js';

export function callerWithSession(a: AuthRequest, what: 'enroll' | 'unenroll'): Caller & { sessionId: string } {
  const c = a.caller!;
  if (!c.sessionId) throw E.noSessionForFactor(what);
  return c as Caller & { sessionId: string };
}

/** The caller's factor from the path; another user's factor is "not found" too. */
export async function ownedFactor(a: AuthRequest, q: Queryable = a.deps.db): Promise<FactorRow> {
  const id = a.params.factorId;
  if (!isUuid(id)) throw E.factorNotFound();
  const f = await findOwnedFactor(q, a.caller!.user.row.id, id);
  if (!f) throw E.factorNotFound();
  return f;
}

/** The session's refresh token is swapped for a child one (GoTrue's GrantRefreshTokenSwap). */
export async function swapRefreshToken(q: Queryable, userId: string, sessionId: string): Promise<string> {
  const current = await activeToken(q, sessionId);
  if (current) await revokeToken(q, current.token);
  return insertRefreshToken(q, userId, sessionId, current?.token ?? null);
}

/** The session's aal as stored (aal1 when the session row is gone). */
export async function sessionAal(q: Queryable, sessionId: string): Promise<string> {
  const r = await q.query<{ aal: string }>(`select aal::text as aal from auth.sessions where id = $1`, [sessionId]);
  return r.rows[0]?.aal ?? 'aal1';
}

/** GoTrue's rule for sensitive changes: a member with a verified factor needs an aal2 session (else `refusal`). */
export async function requireAal2WithMfa(a: AuthRequest, caller: Caller, refusal: () => Error): Promise<void> {
  if (!(caller.user.factors ?? []).some((f) => f.status === 'verified')) return;
  if (!caller.sessionId || (await sessionAal(a.deps.db, caller.sessionId)) !== 'aal2') throw refusal();
}

/** `{{ .Code }}` in an SMS template. */
export const smsText = (template: string, code: string) => template.replace(/\{\{\s*\.Code\s*\}\}/g, code);
