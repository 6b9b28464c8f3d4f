// Catalog reader: roles — the per-role settings applied when running as a role, who the authenticator may become, and every role.
import type { Queryable } from '../adapter.js';

/** `alter role … set` settings applied per transaction when impersonating a role (PostgREST's safe list). */
const PER_TRANSACTION_SETTINGS = new Set(['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout']);

const ROLE_SETTINGS_SQL = `
select r.rolname as role, array_to_json(s.setconfig) as config
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
order by s.setdatabase`;

export type RoleSettings = Map<string, [string, string][]>;

/** Per role, its settings that can be applied per transaction: all databases' first, then this database's (later wins). */
export async function readRoleSettings(db: Queryable): Promise<RoleSettings> {
  const settings = await db.query<{ role: string; config: string[] }>(ROLE_SETTINGS_SQL);
  const out: RoleSettings = new Map();
  for (const r of settings.rows) {
    const pairs = r.config
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as [string, string])
      .filter(([k]) => PER_TRANSACTION_SETTINGS.has(k));
    if (pairs.length) out.set(r.role, [...(out.get(r.role) ?? []), ...pairs]);
  }
  return out;
}

const ASSUMABLE_ROLES_SQL = `
select r.rolname as role from pg_auth_members m join pg_roles r on r.oid = m.roleid
where m.member = (select oid from pg_roles where rolname = 'authenticator')`;

/** Roles granted to the authenticator role (those a token may name); the three API roles when there is no authenticator. */
export async function readAssumableRoles(db: Queryable): Promise<Set<string>> {
  const granted = await db.query<{ role: string }>(ASSUMABLE_ROLES_SQL);
  return new Set(granted.rows.length ? granted.rows.map((r) => r.role) : ['anon', 'authenticated', 'service_role']);
}

/** Every role of the database. */
export async function readKnownRoles(db: Queryable): Promise<Set<string>> {
  const known = await db.query<{ role: string }>('select rolname as role from pg_roles');
  return new Set(known.rows.map((r) => r.role));
}

/** Column names `role` may SELECT in the relation (empty when the role does not exist or has no privilege). */
export async function readReadableColumns(db: Queryable, relationOid: number, role: string): Promise<Set<string>> {
  const r = await db.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::oid and a.attnum > 0 and not a.attisdropped
       and exists (select 1 from pg_roles where rolname = $2)
       and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
    [relationOid, role],
  );
  return new Set(r.rows.map((x) => x.name));
}

/** Time zone names Postgres accepts. */
export async function readTimezones(db: Queryable): Promise<Set<string>> {
  const tz = await db.query<{ name: string }>('select name from pg_timezone_names');
  return new Set(tz.rows.map((r) => r.name));
}
