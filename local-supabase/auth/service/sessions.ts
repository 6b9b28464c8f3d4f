// auth.sessions, auth.refresh_tokens and auth.mfa_amr_claims: create, rotate, revoke, and the Session JSON.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/adapter.js';
import { buildClaims, signAccessToken, type AmrEntry } from './claims.js';
import { customizedClaims, type HookCaller } from './hooks.js';
import { inetOf } from './inet.js';
import { findUserById, userJson, type LoadedUser } from './users.js';

/** A new session of the user (its amr `method`, GoTrue's authentication method name too) and its AccessTokenResponse. */
export async function signedIn(
  a: HookCaller & { ctx: { headers: Record<string, string> } },
  q: Queryable,
  userId: string,
  method: string,
): Promise<Record<string, unknown>> {
  const s = await createSession(q, userId, method, { userAgent: a.ctx.headers['user-agent'], ip: a.ctx.ip });
  return sessionJson(a, q, (await findUserById(q, userId))!, s.sessionId, s.refreshToken, method);
}

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

export function newRefreshTokenValue(): string {
  return randomBytes(12).toString('base64url');
}

export async function insertRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshTokenValue();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Creates a session (with its amr claim and first refresh token) and stamps the sign-in time. */
export async function createSession(
  q: Queryable,
  userId: string,
  method: string,
  client: ClientInfo,
): Promise<{ sessionId: string; refreshToken: string }> {
  const s = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, now(), now(), 'aal1', now() at time zone 'utc', $2, $3::inet) returning id`,
    [userId, client.userAgent ?? null, inetOf(client.ip)],
  );
  const sessionId = s.rows[0].id;
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())`,
    [sessionId, method],
  );
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null);
  await q.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await q.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
  return { sessionId, refreshToken };
}

export async function amrOf(q: Queryable, sessionId: string): Promise<{ amr: AmrEntry[]; aal: string }> {
  const r = await q.query<{ method: string; ts: number; aal: string }>(
    `select c.authentication_method as method, extract(epoch from c.updated_at)::int as ts, s.aal::text as aal
       from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
      where s.id = $1 order by c.updated_at desc, c.authentication_method`,
    [sessionId],
  );
  return {
    amr: r.rows.filter((x) => x.method).map((x) => ({ method: x.method, timestamp: Number(x.ts) })),
    aal: r.rows[0]?.aal ?? 'aal1',
  };
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const r = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return r.rows.length > 0;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_ms: number;
  session_exists: boolean;
  not_after_ms: number | null;
}

export async function findRefreshToken(q: Queryable, token: string): Promise<RefreshTokenRow | null> {
  const r = await q.query<RefreshTokenRow>(
    `select t.id, t.token, t.user_id, coalesce(t.revoked, false) as revoked, t.parent, t.session_id,
            (extract(epoch from t.updated_at) * 1000)::float8 as updated_ms,
            (s.id is not null) as session_exists,
            (extract(epoch from s.not_after) * 1000)::float8 as not_after_ms
       from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id
      where t.token = $1 for update of t`,
    [token],
  );
  return r.rows[0] ?? null;
}

/** The newest non-revoked token of a session. */
export async function activeToken(q: Queryable, sessionId: string): Promise<{ token: string; parent: string | null } | null> {
  const r = await q.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and not coalesce(revoked, false) order by id desc limit 1`,
    [sessionId],
  );
  return r.rows[0] ?? null;
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [token]);
}

export async function revokeSessionTokens(q: Queryable, sessionId: string): Promise<void> {
  // updated_at is left alone: it records when each token was rotated, which the reuse window is measured from.
  await q.query(`update auth.refresh_tokens set revoked = true where session_id = $1 and not coalesce(revoked, false)`, [sessionId]);
}

export async function touchSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query(`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`, [sessionId]);
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function deleteSessions(q: Queryable, userId: string, scope: LogoutScope, currentSessionId?: string): Promise<void> {
  if (scope === 'global') await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
  else if (scope === 'local') await q.query(`delete from auth.sessions where id = $1`, [currentSessionId ?? null]);
  else await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, currentSessionId ?? null]);
}

/**
 * The GoTrue AccessTokenResponse for a session of `user`: the one place access tokens are minted, so the custom access
 * token hook sees every grant (`method`: GoTrue's authentication method name, e.g. password, otp, token_refresh).
 */
export async function sessionJson(
  a: HookCaller,
  q: Queryable,
  user: LoadedUser,
  sessionId: string,
  refreshToken: string,
  method: string,
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const expiry = a.cfg.jwtExpiry;
  const { amr, aal } = await amrOf(q, sessionId);
  const built = buildClaims({ issuer: `${a.deps.apiUrl()}/auth/v1`, user: user.row, sessionId, amr, aal, now, expiry });
  const claims = await customizedClaims(a, q, user.row.id, built, method);
  return {
    access_token: await signAccessToken(claims, a.deps.jwtKeys),
    token_type: 'bearer',
    expires_in: expiry,
    expires_at: now + expiry,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}
