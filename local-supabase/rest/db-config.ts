// In-database configuration like PostgREST's: `pgrst.*` settings of the authenticator role (database-specific first), then
// those a `pgrst.db_pre_config` function sets; read on start and on NOTIFY pgrst, 'reload config'.
import type { Queryable } from '../db/adapter.js';

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface DbConfig {
  aggregatesEnabled: boolean;
  planEnabled: boolean;
  maxRows?: number;
  extraSearchPath?: string[];
  txEnd: TxEnd;
  /** Every pgrst.* value read, without the prefix (for diagnostics and tests). */
  raw: Map<string, string>;
}

const NAMES = ['db_aggregates_enabled', 'db_plan_enabled', 'db_max_rows', 'db_extra_search_path', 'db_tx_end', 'db_pre_config'].map((n) => `pgrst.${n}`);

const ROLE_SQL = `
select distinct on (k) replace(k, 'pgrst.', '') as key, v as value
from (
  select s.setdatabase as database, substr(c, 1, strpos(c, '=') - 1) as k, substr(c, strpos(c, '=') + 1) as v
  from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) c
  where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
    and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
) kv
where k = any($1::text[]) and v is not null
order by k, database desc nulls last`;

/** A function name as `schema.name` or `name`, quoted part by part so the value cannot inject SQL. */
function functionRef(name: string): string | null {
  const parts = name.split('.');
  if (parts.length > 2 || parts.some((p) => !/^[A-Za-z_][A-Za-z0-9_$]*$/.test(p))) return null;
  return parts.map((p) => `"${p}"`).join('.');
}

const TRUE = new Set(['true', 'on', 'yes', '1']);
const TX_ENDS = new Set<TxEnd>(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override']);

export function toDbConfig(raw: Map<string, string>): DbConfig {
  const bool = (k: string) => TRUE.has((raw.get(k) ?? '').trim().toLowerCase());
  const rows = raw.get('db_max_rows');
  const path = raw.get('db_extra_search_path');
  const tx = (raw.get('db_tx_end') ?? '').trim() as TxEnd;
  return {
    aggregatesEnabled: bool('db_aggregates_enabled'),
    planEnabled: bool('db_plan_enabled'),
    maxRows: rows !== undefined && /^\d+$/.test(rows.trim()) ? Number(rows) : undefined,
    extraSearchPath: path !== undefined ? path.split(',').map((s) => s.trim()).filter(Boolean) : undefined,
    txEnd: TX_ENDS.has(tx) ? tx : 'commit',
    raw,
  };
}

export async function loadDbConfig(db: Queryable): Promise<DbConfig> {
  const raw = new Map<string, string>();
  const rows = await db.query<{ key: string; value: string }>(ROLE_SQL, [NAMES]);
  for (const r of rows.rows) raw.set(r.key, r.value);
  const pre = raw.get('db_pre_config');
  const fn = pre ? functionRef(pre) : null;
  if (fn) {
    // The function sets transaction-local GUCs; role settings keep priority over what it sets. A failing function is
    // ignored, as the role settings alone still configure the API.
    const set = await db
      .query<{ key: string; value: string | null }>(
        `select replace(x, 'pgrst.', '') as key, current_setting(x, true) as value from unnest($1::text[]) x join ${fn}() _ on true`,
        [NAMES],
      )
      .catch(() => ({ rows: [] as { key: string; value: string | null }[] }));
    for (const r of set.rows) if (r.value !== null && r.value !== '' && !raw.has(r.key)) raw.set(r.key, r.value);
  }
  return toDbConfig(raw);
}
