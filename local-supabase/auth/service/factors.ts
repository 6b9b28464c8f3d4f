// auth.mfa_factors and auth.mfa_challenges: load, create, challenge, verify, delete; the Factor JSON; session upgrades.
import type { Queryable } from '../../db/adapter.js';
import { inetOf } from './inet.js';

export type FactorType = 'totp' | 'phone' | 'webauthn';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: FactorType;
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  secret: string | null;
  phone: string | null;
  last_challenged_at: string | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_ms: number;
  verified_at: string | null;
  ip: string;
  otp_code: string | null;
}

const COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
  to_jsonb(created_at) #>> '{}' as created_at, to_jsonb(updated_at) #>> '{}' as updated_at, secret, phone,
  to_jsonb(last_challenged_at) #>> '{}' as last_challenged_at`;

/** GoTrue's Factor JSON (the secret never leaves the server). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: f.id };
  if (f.friendly_name) out.friendly_name = f.friendly_name;
  out.factor_type = f.factor_type;
  out.status = f.status;
  out.created_at = f.created_at;
  out.updated_at = f.updated_at;
  if (f.factor_type === 'phone') out.phone = f.phone ?? '';
  out.last_challenged_at = f.last_challenged_at;
  return out;
}

export async function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const r = await q.query<FactorRow>(`select ${COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`, [userId]);
  return r.rows;
}

export async function findOwnedFactor(q: Queryable, userId: string, factorId: string): Promise<FactorRow | null> {
  const r = await q.query<FactorRow>(`select ${COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`, [factorId, userId]);
  return r.rows[0] ?? null;
}

/** Unverified factors left for longer than the expiry go away (GoTrue does this before every enrolment). */
export async function deleteExpiredFactors(q: Queryable, expirySeconds: number): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors where status = 'unverified' and coalesce(last_challenged_at, created_at) < now() - make_interval(secs => $1)`,
    [expirySeconds],
  );
}

export async function insertFactor(
  q: Queryable,
  f: { userId: string; friendlyName: string; type: FactorType; secret?: string; phone?: string },
): Promise<FactorRow> {
  const r = await q.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
     values (gen_random_uuid(), $1, nullif($2, ''), $3::auth.factor_type, 'unverified', now(), now(), $4, $5) returning ${COLUMNS}`,
    [f.userId, f.friendlyName, f.type, f.secret ?? null, f.phone ?? null],
  );
  return r.rows[0];
}

export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

export async function renameFactor(q: Queryable, factorId: string, friendlyName: string): Promise<void> {
  await q.query(`update auth.mfa_factors set friendly_name = nullif($2, ''), updated_at = now() where id = $1`, [factorId, friendlyName]);
}

export async function insertChallenge(q: Queryable, factorId: string, ip: string | undefined, otp?: string): Promise<{ id: string; createdMs: number }> {
  const r = await q.query<{ id: string; created_ms: number }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code)
     values (gen_random_uuid(), $1, now(), coalesce($2::inet, '0.0.0.0'::inet), $3)
     returning id, (extract(epoch from created_at) * 1000)::float8 as created_ms`,
    [factorId, inetOf(ip), otp ?? null],
  );
  await q.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
  return { id: r.rows[0].id, createdMs: Number(r.rows[0].created_ms) };
}

export async function findChallenge(q: Queryable, factorId: string, challengeId: string): Promise<ChallengeRow | null> {
  const r = await q.query<ChallengeRow>(
    `select id, factor_id, (extract(epoch from created_at) * 1000)::float8 as created_ms, to_jsonb(verified_at) #>> '{}' as verified_at,
            host(ip_address) as ip, otp_code
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId],
  );
  const row = r.rows[0];
  return row ? { ...row, created_ms: Number(row.created_ms) } : null;
}

export async function deleteChallenge(q: Queryable, challengeId: string): Promise<void> {
  await q.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
}

/**
 * A verified challenge: the challenge is stamped, the factor verified, the session raised to aal2 with the factor's
 * method in its amr, the user's other aal1 sessions ended and their other unverified factors of this type dropped.
 */
export async function completeVerification(q: Queryable, f: FactorRow, challengeId: string, sessionId: string, method: string): Promise<void> {
  await q.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
  if (f.status !== 'verified') await q.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [f.id]);
  await q.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, f.id]);
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
  await q.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal < 'aal2'`, [f.user_id, sessionId]);
  await q.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = $2::auth.factor_type and status = 'unverified' and id <> $3`, [
    f.user_id,
    f.factor_type,
    f.id,
  ]);
}

/** The amr method a factor type adds to a session. */
export const METHOD: Record<FactorType, string> = { totp: 'totp', phone: 'mfa/phone', webauthn: 'mfa/webauthn' };

/** After a factor is removed, sessions raised with it fall back to aal1 and lose its amr entry. */
export async function downgradeSessions(q: Queryable, f: FactorRow): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
    [f.id, METHOD[f.factor_type]],
  );
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [f.id]);
}
