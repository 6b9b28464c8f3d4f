// PKCE flow state: links sent with a code_challenge redirect with ?code=, exchanged at /token?grant_type=pkce.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/adapter.js';
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { createSession, sessionJson } from './sessions.js';
import { findUserById } from './users.js';

const FLOW_STATE_TTL_MS = 5 * 60_000;

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The code challenge of a request, when the client uses the PKCE flow. */
export function codeChallengeOf(body: Record<string, unknown>): CodeChallenge | null {
  const challenge = body.code_challenge;
  if (typeof challenge !== 'string' || challenge === '') return null;
  const m = String(body.code_challenge_method ?? 'plain').toLowerCase();
  if (m !== 's256' && m !== 'plain') throw E.validation('code challenge method not supported');
  return { challenge, method: m };
}

/** Pure: does the verifier match the stored challenge? */
export function verifierMatches(verifier: string, c: CodeChallenge): boolean {
  if (c.method === 'plain') return verifier === c.challenge;
  return createHash('sha256').update(verifier).digest('base64url') === c.challenge;
}

export async function createFlowState(q: Queryable, userId: string, c: CodeChallenge, method: string): Promise<void> {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), c.method, c.challenge, method],
  );
}

/** The newest unused flow state of a user for a method; marks its code issued and returns the code. */
export async function issueAuthCode(q: Queryable, userId: string, method: string): Promise<string | null> {
  const r = await q.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null
                   and created_at > now() - interval '1 day' order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  return r.rows[0]?.auth_code ?? null;
}

export async function exchangePkce(a: AuthRequest): Promise<Record<string, unknown>> {
  const authCode = a.body.auth_code;
  const verifier = a.body.code_verifier;
  if (typeof authCode !== 'string' || typeof verifier !== 'string' || !authCode || !verifier) {
    throw E.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  return a.deps.db.transaction(async (q) => {
    const r = await q.query<{ id: string; user_id: string; code_challenge: string; method: string; authentication_method: string; issued_ms: number | null }>(
      `select id, user_id, code_challenge, code_challenge_method::text as method, authentication_method,
              (extract(epoch from auth_code_issued_at) * 1000)::float8 as issued_ms
         from auth.flow_state where auth_code = $1`,
      [authCode],
    );
    const f = r.rows[0];
    if (!f) throw E.flowStateNotFound();
    if (f.issued_ms === null || Date.now() - f.issued_ms > FLOW_STATE_TTL_MS) throw E.flowStateExpired();
    if (!verifierMatches(verifier, { challenge: f.code_challenge, method: f.method as 's256' | 'plain' })) throw E.badCodeVerifier();
    await q.query(`delete from auth.flow_state where id = $1`, [f.id]);
    const user = await findUserById(q, f.user_id);
    if (!user) throw E.flowStateNotFound();
    const s = await createSession(q, user.row.id, 'otp', {
      userAgent: a.ctx.headers['user-agent'],
      ip: a.ctx.ip,
    });
    // The hook hears the flow's own method (GoTrue's flowState.AuthenticationMethod: magiclink, email/signup, …).
    return sessionJson(a, q, (await findUserById(q, user.row.id))!, s.sessionId, s.refreshToken, f.authentication_method || 'otp');
  });
}
