// The per-request value every auth handler receives, and the guards that resolve the caller.
import type { AuthConfig } from '../config.js';
import type { JwtClaims } from '../keys/jwt.js';
import type { RequestContext, StackDeps } from '../http/types.js';
import { E } from './errors.js';
import type { Limiters } from './service/rate-limit.js';
import { sessionExists } from './service/sessions.js';
import { findUserById, isBanned, type LoadedUser } from './service/users.js';
import { isUuid } from './service/validate.js';

export interface Caller {
  user: LoadedUser;
  sessionId?: string;
  claims: JwtClaims;
}

export interface AuthRequest {
  deps: StackDeps;
  cfg: AuthConfig;
  ctx: RequestContext;
  body: Record<string, unknown>;
  query: URLSearchParams;
  params: Record<string, string>;
  limits: Limiters;
  /** Set by the `user` guard. */
  caller?: Caller;
  /** Set when the request deleted sessions: the service tells realtime once the reply is out (committed). */
  endedSessions?: boolean;
}

export type Guard = 'none' | 'user' | 'admin';

function verifiedClaims(a: AuthRequest): JwtClaims {
  const c = a.ctx.credential;
  if (c.kind === 'none') throw E.noAuthorization();
  if (c.kind === 'invalid') throw E.badJwt(c.error.message);
  return c.claims;
}

/** GoTrue's user-endpoint checks: a valid token whose sub is an existing user and whose session still exists. */
export async function requireUser(a: AuthRequest): Promise<Caller> {
  const claims = verifiedClaims(a);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw E.missingSub();
  if (!isUuid(claims.sub)) throw E.badJwt('invalid claim: sub claim must be a UUID');
  const user = await findUserById(a.deps.db, claims.sub);
  if (!user || user.row.deleted_at) throw E.userFromSubMissing();
  let sessionId: string | undefined;
  if (claims.session_id !== undefined && claims.session_id !== null && claims.session_id !== '') {
    sessionId = String(claims.session_id);
    if (!isUuid(sessionId) || !(await sessionExists(a.deps.db, sessionId))) throw E.sessionFromJwtMissing();
  }
  if (isBanned(user.row)) throw E.userBanned(403);
  return { user, sessionId, claims };
}

/** GoTrue's default admin roles (GOTRUE_JWT_ADMIN_ROLES): tokens with either role may call the admin API. */
export const ADMIN_ROLES = ['service_role', 'supabase_admin'];

export function requireAdmin(a: AuthRequest): void {
  const claims = verifiedClaims(a);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.includes(claims.role)) throw E.notAdmin();
}

/** redirect_to from the query string (how auth-js sends it) or the body (generate_link options). */
export function requestedRedirect(a: AuthRequest): string | undefined {
  const q = a.query.get('redirect_to');
  if (q) return q;
  const b = a.body.redirect_to ?? a.body.redirectTo;
  return typeof b === 'string' && b ? b : undefined;
}
