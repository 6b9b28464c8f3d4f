// auth.webauthn_credentials and auth.webauthn_challenges: passkeys of a user, one-use ceremony challenges, the list JSON.
import type { Queryable } from '../../db/adapter.js';

export type ChallengeType = 'registration' | 'authentication';

export interface PasskeyRow {
  id: string;
  user_id: string;
  /** base64url, as WebAuthn JSON carries credential ids. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  sign_count: number;
  transports: string[];
  friendly_name: string;
  created_at: string;
  last_used_at: string | null;
}

/** What a challenge row keeps between options and verify. */
export interface CeremonyData {
  challenge: string;
  user_verification: string;
}

export interface ChallengeRow {
  id: string;
  user_id: string | null;
  session_data: CeremonyData;
  expired: boolean;
}

// bytea travels as base64 text: the embedded and the wire-protocol drivers decode bytea differently.
const b64urlToB64 = (s: string) => Buffer.from(s, 'base64url').toString('base64');
const b64ToB64url = (s: string) => Buffer.from(s, 'base64').toString('base64url');

const COLUMNS = `id, user_id, encode(credential_id, 'base64') as credential_id, encode(public_key, 'base64') as public_key,
  sign_count::float8 as sign_count, transports, friendly_name, to_jsonb(created_at) #>> '{}' as created_at,
  to_jsonb(last_used_at) #>> '{}' as last_used_at`;

function fromDb(r: PasskeyRow): PasskeyRow {
  return {
    ...r,
    credential_id: b64ToB64url(r.credential_id.replace(/\s/g, '')),
    public_key: b64ToB64url(r.public_key.replace(/\s/g, '')),
    sign_count: Number(r.sign_count),
    transports: Array.isArray(r.transports) ? r.transports : [],
  };
}

/** GoTrue's PasskeyListItem: empty names and never-used dates are left out. */
export function passkeyJson(p: PasskeyRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: p.id };
  if (p.friendly_name) out.friendly_name = p.friendly_name;
  out.created_at = p.created_at;
  if (p.last_used_at) out.last_used_at = p.last_used_at;
  return out;
}

export async function listPasskeys(q: Queryable, userId: string): Promise<PasskeyRow[]> {
  const r = await q.query<PasskeyRow>(`select ${COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at, id`, [userId]);
  return r.rows.map(fromDb);
}

export async function countPasskeys(q: Queryable, userId: string): Promise<number> {
  const r = await q.query<{ n: number }>(`select count(*)::int as n from auth.webauthn_credentials where user_id = $1`, [userId]);
  return Number(r.rows[0].n);
}

export async function findOwnedPasskey(q: Queryable, userId: string, id: string): Promise<PasskeyRow | null> {
  const r = await q.query<PasskeyRow>(`select ${COLUMNS} from auth.webauthn_credentials where id = $1 and user_id = $2`, [id, userId]);
  return r.rows[0] ? fromDb(r.rows[0]) : null;
}

export async function findPasskeyByCredentialId(q: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const r = await q.query<PasskeyRow>(`select ${COLUMNS} from auth.webauthn_credentials where credential_id = decode($1, 'base64')`, [
    b64urlToB64(credentialId),
  ]);
  return r.rows[0] ? fromDb(r.rows[0]) : null;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  aaguid: string;
  backupEligible: boolean;
  backedUp: boolean;
  friendlyName: string;
}

/** Inserts a passkey; null when the credential id is already registered (to anyone). */
export async function insertPasskey(q: Queryable, p: NewPasskey): Promise<PasskeyRow | null> {
  const r = await q.query<PasskeyRow>(
    `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid, sign_count, transports,
       backup_eligible, backed_up, friendly_name)
     values ($1, decode($2, 'base64'), decode($3, 'base64'), 'none', $4::uuid, $5, $6::jsonb, $7, $8, $9)
     on conflict (credential_id) do nothing
     returning ${COLUMNS}`,
    [p.userId, b64urlToB64(p.credentialId), b64urlToB64(p.publicKey), p.aaguid, p.signCount, JSON.stringify(p.transports), p.backupEligible,
      p.backedUp, p.friendlyName],
  );
  return r.rows[0] ? fromDb(r.rows[0]) : null;
}

export async function markPasskeyUsed(q: Queryable, id: string, signCount: number): Promise<void> {
  await q.query(`update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1`, [id, signCount]);
}

export async function renamePasskey(q: Queryable, id: string, name: string): Promise<PasskeyRow> {
  const r = await q.query<PasskeyRow>(
    `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, name],
  );
  return fromDb(r.rows[0]);
}

export async function deletePasskey(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.webauthn_credentials where id = $1`, [id]);
}

/** Stores a ceremony challenge; stale ones of every user go first. */
export async function insertCeremony(
  q: Queryable,
  userId: string | null,
  type: ChallengeType,
  data: CeremonyData,
  expirySeconds: number,
): Promise<{ id: string; expiresAt: number }> {
  await q.query(`delete from auth.webauthn_challenges where expires_at < now() - interval '1 hour'`);
  const r = await q.query<{ id: string; expires_at: number }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3::jsonb, now() + make_interval(secs => $4))
     returning id, extract(epoch from expires_at)::float8 as expires_at`,
    [userId, type, JSON.stringify(data), expirySeconds],
  );
  return { id: r.rows[0].id, expiresAt: Math.floor(Number(r.rows[0].expires_at)) };
}

/** Takes a challenge out (one use): registration ones only for their user, authentication ones only without a user. */
export async function consumeCeremony(q: Queryable, id: string, type: ChallengeType, userId: string | null): Promise<ChallengeRow | null> {
  const r = await q.query<ChallengeRow>(
    `delete from auth.webauthn_challenges
      where id = $1 and challenge_type = $2 and user_id is not distinct from $3::uuid
      returning id, user_id, session_data, expires_at < now() as expired`,
    [id, type, userId],
  );
  return r.rows[0] ?? null;
}
