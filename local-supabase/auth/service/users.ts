// auth.users / auth.identities access and the GoTrue User JSON (serialization is pure).
import type { Queryable } from '../../db/adapter.js';
import { factorJson, type FactorRow } from './factors.js';

/** auth.users row as to_jsonb() returns it (timestamps are RFC 3339 strings). */
export type UserRow = Record<string, any> & { id: string; email: string | null };
export type IdentityRow = Record<string, any>;

export interface LoadedUser {
  row: UserRow;
  identities: IdentityRow[];
  /** MFA factors (GoTrue lists them on the user, omitted when there are none). */
  factors?: FactorRow[];
}

const SELECT_USER = `select to_jsonb(u) as u,
  coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at, i.id) from auth.identities i where i.user_id = u.id), '[]'::jsonb) as identities,
  coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
      'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at, 'phone', f.phone,
      'last_challenged_at', f.last_challenged_at) order by f.created_at, f.id)
    from auth.mfa_factors f where f.user_id = u.id), '[]'::jsonb) as factors
  from auth.users u`;

async function one(q: Queryable, where: string, params: unknown[]): Promise<LoadedUser | null> {
  const r = await q.query<{ u: UserRow; identities: IdentityRow[]; factors: FactorRow[] }>(`${SELECT_USER} where ${where} limit 1`, params);
  const row = r.rows[0];
  return row ? { row: row.u, identities: row.identities, factors: row.factors } : null;
}

export const findUserById = (q: Queryable, id: string) => one(q, 'u.id = $1', [id]);

/** Email users are matched case-insensitively (seed files may insert mixed case); SSO accounts are separate. */
export const findUserByEmail = (q: Queryable, email: string) =>
  one(q, 'lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null', [email]);

/** Finds the user whose token column (one of a fixed set) holds `hash`. */
export function findUserByToken(q: Queryable, column: TokenColumn, hash: string): Promise<LoadedUser | null> {
  return one(q, `u.${quote(column)} = $1 and u.deleted_at is null`, [hash]);
}

export type TokenColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

const JSONB_COLUMNS = new Set(['raw_app_meta_data', 'raw_user_meta_data']);
const WRITABLE = new Set([
  'id', 'aud', 'role', 'email', 'email_confirmed_at', 'invited_at', 'confirmation_token', 'confirmation_sent_at',
  'recovery_token', 'recovery_sent_at', 'email_change_token_new', 'email_change', 'email_change_sent_at',
  'email_change_token_current', 'email_change_confirm_status', 'last_sign_in_at', 'raw_app_meta_data',
  'raw_user_meta_data', 'phone', 'phone_confirmed_at', 'phone_change', 'phone_change_token', 'phone_change_sent_at',
  'banned_until', 'reauthentication_token',
  'reauthentication_sent_at', 'deleted_at', 'is_anonymous', 'encrypted_password',
]);

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/** A value for a column; `{ now: true }` means now(), `{ sql, param }` an expression over one bound parameter. */
export type ColumnValue = unknown | { now: true } | { hash: string };

function valueSql(column: string, v: ColumnValue, params: unknown[], hashExpr: (n: number) => string): string {
  if (v && typeof v === 'object' && (v as { now?: boolean }).now === true) return 'now()';
  if (v && typeof v === 'object' && typeof (v as { hash?: string }).hash === 'string') {
    params.push((v as { hash: string }).hash);
    return hashExpr(params.length);
  }
  if (JSONB_COLUMNS.has(column)) {
    params.push(JSON.stringify(v));
    return `$${params.length}::jsonb`;
  }
  params.push(v);
  return `$${params.length}`;
}

export async function insertUser(q: Queryable, values: Record<string, ColumnValue>, hashExpr: (n: number) => string): Promise<string> {
  const cols: string[] = [];
  const exprs: string[] = [];
  const params: unknown[] = [];
  for (const [k, v] of Object.entries(values)) {
    if (!WRITABLE.has(k) || v === undefined) continue;
    cols.push(quote(k));
    exprs.push(valueSql(k, v, params, hashExpr));
  }
  const r = await q.query<{ id: string }>(
    `insert into auth.users (${cols.join(', ')}, created_at, updated_at) values (${exprs.join(', ')}, now(), now()) returning id`,
    params,
  );
  return r.rows[0].id;
}

export async function updateUser(q: Queryable, id: string, values: Record<string, ColumnValue>, hashExpr: (n: number) => string): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const [k, v] of Object.entries(values)) {
    if (!WRITABLE.has(k) || v === undefined) continue;
    sets.push(`${quote(k)} = ${valueSql(k, v, params, hashExpr)}`);
  }
  if (sets.length === 0) return;
  await q.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
}

/** Inserts the identity of the email provider (provider_id = user id, as GoTrue does). */
export async function insertEmailIdentity(q: Queryable, userId: string, identityData: Record<string, unknown>): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [userId, userId, JSON.stringify(identityData)],
  );
}

export async function updateEmailIdentity(q: Queryable, userId: string, patch: Record<string, unknown>): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, JSON.stringify(patch)],
  );
}

/** Merges a patch into a metadata object: keys set to null are removed (GoTrue semantics). */
export function mergeMetadata(current: Record<string, unknown> | null | undefined, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The GoTrue User JSON (fields GoTrue omits when empty are left out). */
export function userJson(u: LoadedUser): Record<string, unknown> {
  const r = u.row;
  const out: Record<string, unknown> = { id: r.id, aud: r.aud ?? '', role: r.role ?? '', email: r.email ?? '' };
  const opt = (key: string, value: unknown) => {
    if (present(value)) out[key] = value;
  };
  opt('email_confirmed_at', r.email_confirmed_at);
  out.phone = r.phone ?? '';
  opt('phone_confirmed_at', r.phone_confirmed_at);
  opt('confirmation_sent_at', r.confirmation_sent_at);
  opt('confirmed_at', r.confirmed_at);
  opt('recovery_sent_at', r.recovery_sent_at);
  opt('new_email', r.email_change);
  opt('email_change_sent_at', r.email_change_sent_at);
  opt('new_phone', r.phone_change);
  opt('phone_change_sent_at', r.phone_change_sent_at);
  opt('reauthentication_sent_at', r.reauthentication_sent_at);
  opt('invited_at', r.invited_at);
  opt('last_sign_in_at', r.last_sign_in_at);
  out.app_metadata = r.raw_app_meta_data ?? {};
  out.user_metadata = r.raw_user_meta_data ?? {};
  out.identities = u.identities.map(identityJson);
  if (u.factors?.length) out.factors = u.factors.map(factorJson);
  out.created_at = r.created_at;
  out.updated_at = r.updated_at;
  opt('banned_until', r.banned_until);
  opt('deleted_at', r.deleted_at);
  out.is_anonymous = r.is_anonymous === true;
  return out;
}

export function identityJson(i: IdentityRow): Record<string, unknown> {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data ?? {},
    provider: i.provider,
    last_sign_in_at: i.last_sign_in_at,
    created_at: i.created_at,
    updated_at: i.updated_at,
    email: i.email ?? undefined,
  };
}

export function isBanned(row: UserRow, now = Date.now()): boolean {
  return present(row.banned_until) && Date.parse(row.banned_until) > now;
}
