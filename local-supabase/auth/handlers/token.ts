// POST /token?grant_type=password|refresh_token|pkce.
import type { AuthRequest } from '../context.js';
import { E, OAuthError } from '../errors.js';
import { json, type Reply } from '../http.js';
import { signInPassword } from '../service/sign-in.js';
import { exchangePkce } from '../service/pkce.js';
import { refuseIdToken } from '../service/id-token.js';
import {
  activeToken,
  findRefreshToken,
  insertRefreshToken,
  revokeSessionTokens,
  revokeToken,
  sessionJson,
  touchSession,
} from '../service/sessions.js';
import { findUserById, isBanned } from '../service/users.js';

export async function token(a: AuthRequest): Promise<Reply> {
  const grant = a.query.get('grant_type');
  // GoTrue counts every /token request (password, refresh, pkce, id_token) in the token_refresh bucket; Web3 sign-ins
  // have their own `web3` bucket, counted before the grant is refused as disabled.
  const bucket = grant === 'web3' ? a.limits.web3 : a.limits.tokenRefresh;
  if (!bucket.take(a.ctx.ip)) throw E.requestRateLimit(bucket.retryAfter(a.ctx.ip));
  if (grant === 'password') {
    return json(await signInPassword(a));
  }
  if (grant === 'refresh_token') {
    return refresh(a);
  }
  if (grant === 'pkce') {
    return json(await exchangePkce(a));
  }
  if (grant === 'web3') {
    throw E.web3Disabled();
  }
  if (grant === 'id_token') {
    refuseIdToken(a.body);
  }
  throw E.unsupportedGrant();
}

async function refresh(a: AuthRequest): Promise<Reply> {
  const presented = a.body.refresh_token;
  if (typeof presented !== 'string' || presented === '') throw new OAuthError(400, 'invalid_request', 'refresh_token required');
  const reuseMs = a.cfg.refreshTokenReuseInterval * 1000;
  const outcome = await a.deps.db.transaction(async (q) => {
    const t = await findRefreshToken(q, presented);
    if (!t) throw E.refreshTokenNotFound();
    const user = await findUserById(q, t.user_id);
    if (!user || user.row.deleted_at) throw E.refreshTokenNotFound();
    // GoTrue refuses a banned user's token before it looks at the session.
    if (isBanned(user.row)) throw E.refreshUserBanned();
    if (!t.session_id || !t.session_exists) throw E.refreshSessionNotFound();
    if (t.not_after_ms !== null && t.not_after_ms <= Date.now()) throw E.refreshSessionExpired();
    let next: string;
    if (!a.cfg.enableRefreshTokenRotation) {
      next = t.token;
    } else if (t.revoked) {
      const active = await activeToken(q, t.session_id);
      // Reuse is forgiven only inside the window and while the family is alive (a revoked family stays revoked).
      if (!active || Date.now() - t.updated_ms > reuseMs) {
        await revokeSessionTokens(q, t.session_id);
        return { error: E.refreshTokenAlreadyUsed() };
      }
      if (active.parent === t.token) next = active.token;
      else {
        await revokeToken(q, active.token);
        next = await insertRefreshToken(q, t.user_id, t.session_id, t.token);
      }
    } else {
      await revokeToken(q, t.token);
      next = await insertRefreshToken(q, t.user_id, t.session_id, t.token);
    }
    await touchSession(q, t.session_id);
    return { body: await sessionJson(a, q, user, t.session_id, next, 'token_refresh'), userId: user.row.id };
  });
  // The family revocation must be committed, so the error is raised after the transaction.
  if ('error' in outcome) throw outcome.error;
  return json(outcome.body, 200, { 'sb-auth-user-id': outcome.userId });
}
