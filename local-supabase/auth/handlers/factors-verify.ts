// POST /factors/{id}/verify: check the code against the challenge; the session becomes aal2 and a new token pair is sent.
import { timingSafeEqual } from 'node:crypto';
import type { AuthRequest } from '../context.js';
import { E } from '../errors.js';
import { json, type Reply } from '../http.js';
import { completeVerification, deleteChallenge, findChallenge, METHOD, type FactorRow } from '../service/factors.js';
import { runHook } from '../service/hooks.js';
import { callerWithSession, ownedFactor, swapRefreshToken } from '../service/mfa.js';
import { inetOf } from '../service/inet.js';
import { deleteSessions, sessionJson } from '../service/sessions.js';
import { totpStep } from '../service/totp.js';
import { findUserById } from '../service/users.js';
import { isUuid } from '../service/validate.js';

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The MFA verification attempt hook hears every code, right or wrong; its rejection signs the user out everywhere (GoTrue). */
async function mfaAttemptHook(a: AuthRequest, f: FactorRow, valid: boolean): Promise<void> {
  const out = await runHook(a, null, 'mfa_verification_attempt', { user_id: f.user_id, factor_id: f.id, factor_type: f.factor_type, valid });
  if (out?.decision !== 'reject') return;
  await deleteSessions(a.deps.db, f.user_id, 'global');
  a.endedSessions = true;
  throw E.mfaRejected(out.message || 'Further MFA verification attempts will be rejected.');
}

export async function verifyFactor(a: AuthRequest): Promise<Reply> {
  const f = await ownedFactor(a);
  const code = typeof a.body.code === 'string' ? a.body.code : '';
  if (code === '' && f.factor_type !== 'webauthn') throw E.codeEmpty();
  const mfa = a.cfg.mfa;
  if (f.factor_type === 'phone' && !mfa.phone.verifyEnabled) throw E.verifyDisabled('Phone');
  if (f.factor_type === 'totp' && !mfa.totp.verifyEnabled) throw E.verifyDisabled('TOTP');
  if (f.factor_type === 'webauthn') throw E.verifyDisabled('WebAuthn');
  const challengeId = a.body.challenge_id;
  if (typeof challengeId !== 'string' || !isUuid(challengeId)) throw E.badJson('invalid UUID in challenge_id');
  const caller = callerWithSession(a, 'enroll');

  const challenge = await findChallenge(a.deps.db, f.id, challengeId);
  if (!challenge) throw E.challengeNotFound();
  if (challenge.verified_at || challenge.ip !== (inetOf(a.ctx.ip) ?? '0.0.0.0')) throw E.challengeIpMismatch();
  if (challenge.created_ms + mfa.challengeExpiry * 1000 < Date.now()) {
    await deleteChallenge(a.deps.db, challenge.id);
    throw E.challengeExpired(challenge.id);
  }
  // Not GoTrue (which keeps the challenge open after a wrong code and has no per-factor limit): a factor that heard too
  // many wrong codes refuses every code until its window ends, so guessing is bounded per factor as well as per IP.
  if (a.limits.mfaFailures.full(f.id)) throw E.requestRateLimit(a.limits.mfaFailures.retryAfter(f.id));
  const step = f.factor_type === 'totp' ? totpStep(f.secret ?? '', code) : null;
  // Not GoTrue either: a TOTP code verifies once (RFC 6238 §5.2); a step at or before the last accepted one is refused.
  const replay = step !== null && step <= (a.limits.totpSteps.get(f.id) ?? -1);
  const valid = f.factor_type === 'totp' ? step !== null && !replay : !!challenge.otp_code && sameCode(challenge.otp_code, code);
  // Taken before any await, so two requests racing with one code cannot both pass.
  if (valid && step !== null) a.limits.totpSteps.set(f.id, step);
  await mfaAttemptHook(a, f, valid);
  if (!valid) {
    a.limits.mfaFailures.take(f.id);
    throw f.factor_type === 'totp' ? E.totpInvalid() : E.phoneCodeInvalid();
  }

  const userId = caller.user.row.id;
  const body = await a.deps.db.transaction(async (q) => {
    await completeVerification(q, f, challenge.id, caller.sessionId, METHOD[f.factor_type]);
    a.endedSessions = true; // the member's other aal1 sessions
    const refresh = await swapRefreshToken(q, userId, caller.sessionId);
    return sessionJson(a, q, (await findUserById(q, userId))!, caller.sessionId, refresh, METHOD[f.factor_type]);
  });
  return json(body);
}
