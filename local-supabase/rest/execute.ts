// Execute stage: the only place that touches the database. One transaction per request with PostgREST's request GUCs.
import { createHash } from 'node:crypto';
import { isPgError, type Database, type Queryable, type QueryResult, type Statement } from '../db/adapter.js';
import { fromPgError, RestError } from './errors.js';

export interface RequestContextGucs {
  searchPath: string;
  role: string;
  claims: string;
  method: string;
  path: string;
  headers: string;
  cookies: string;
  timezone?: string;
  readOnly: boolean;
  /** The impersonated role's own settings (ALTER ROLE … SET statement_timeout …), applied like PostgREST does. */
  roleSettings?: [string, string][];
}

export interface StatementResult {
  total: number | null;
  pageTotal: number;
  body: string;
  /** Upserts: rows inserted rather than updated. */
  inserted?: number | null;
  /** count=planned|estimated: the planner's row estimate. */
  planRows?: number;
  /** The statement's rows as returned (EXPLAIN output for plan requests). */
  rows: Record<string, unknown>[];
}

const CONTEXT_SQL =
  "SELECT set_config('search_path', $1, true), set_config('role', $2, true), set_config('request.jwt.claims', $3, true), " +
  "set_config('request.method', $4, true), set_config('request.path', $5, true), set_config('request.headers', $6, true), " +
  "set_config('request.cookies', $7, true)";
// Read-only requests mark the transaction first, in the same round trip (PostgREST runs GET/HEAD read-only).
const READ_ONLY_CONTEXT_SQL = CONTEXT_SQL.replace('SELECT ', "SELECT set_config('transaction_read_only', 'on', true), ");
/** `Prefer: tx=rollback`: the statement ran (RETURNING, triggers, constraints), then everything is undone. */
class RolledBack {
  constructor(readonly result: StatementResult) {}
}

const contextSqls = new Map<string, string>();
function contextSql(readOnly: boolean, extra: number): string {
  const key = `${readOnly}:${extra}`;
  let sql = contextSqls.get(key);
  if (!sql) {
    sql = readOnly ? READ_ONLY_CONTEXT_SQL : CONTEXT_SQL;
    for (let i = 0; i < extra; i++) sql += `, set_config($${8 + 2 * i}, $${9 + 2 * i}, true)`;
    contextSqls.set(key, sql);
  }
  return sql;
}
const TIMEZONE_SQL = "SELECT set_config('timezone', $1, true)";

function planRowsOf(r: QueryResult): number | undefined {
  const row = r.rows[0] as Record<string, unknown> | undefined;
  let plan = row ? Object.values(row)[0] : undefined;
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const rows = (plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : undefined;
}

function toStatementResult(r: QueryResult): StatementResult {
  const row = (r.rows[0] ?? { total: null, page_total: 0, body: '' }) as { total: number | null; page_total: number; body: string | null; inserted?: number | null };
  return { total: row.total, pageTotal: row.page_total, body: row.body ?? '', inserted: row.inserted, rows: r.rows as Record<string, unknown>[] };
}

const names = new Map<string, string>();
const NAMES_MAX = 2000;

/**
 * The prepared-statement name of a statement's SQL (a digest, so the same SQL always gets the same name): Postgres
 * then parses and plans each query shape once per connection. The result columns of REST's statements do not depend
 * on the table's shape (rows travel as JSON), so a schema change never invalidates what a name stands for.
 */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    if (names.size >= NAMES_MAX) names.delete(names.keys().next().value!);
    name = `rest_${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Runs `sql` in one transaction after setting the transaction-local request context (role, claims, …).
 * `check` may throw a RestError to roll the transaction back (singular responses, max-affected); `rollback` undoes
 * a successful statement too (`Prefer: tx=rollback`).
 */
export async function execute(
  db: Database,
  gucs: RequestContextGucs,
  sql: string,
  params: unknown[],
  check?: (r: StatementResult) => void,
  rollback = false,
  explain?: Statement,
): Promise<StatementResult> {
  const extra = gucs.roleSettings ?? [];
  const context = contextSql(gucs.readOnly, extra.length);
  const statements: Statement[] = [
    { sql: context, params: [gucs.searchPath, gucs.role, gucs.claims, gucs.method, gucs.path, gucs.headers, gucs.cookies, ...extra.flat()], name: statementName(context) },
    ...(gucs.timezone ? [{ sql: TIMEZONE_SQL, params: [gucs.timezone] }] : []),
    { sql, params, name: statementName(sql) },
    ...(explain ? [explain] : []),
  ];
  const mainAt = statements.length - 1 - (explain ? 1 : 0);
  const collect = (results: QueryResult[]): StatementResult => {
    const result = toStatementResult(results[mainAt]!);
    if (explain) result.planRows = planRowsOf(results[mainAt + 1]!);
    return result;
  };
  try {
    // A read-only transaction has nothing to keep or undo, so COMMIT need not wait for `check`: one round trip.
    if (gucs.readOnly && !rollback) {
      const results = await db.batch(statements);
      const result = collect(results);
      check?.(result);
      return result;
    }
    return await db.transaction(async (tx: Queryable) => {
      // Queued together, so they travel together; awaited as one, so the first failure is the one reported.
      const results = await Promise.all(statements.map((s) => tx.query(s.sql, s.params)));
      const result = collect(results);
      check?.(result);
      if (rollback) {
        // Deferred constraints are checked before the rollback, so a dry run reports what a commit would.
        await tx.query('SET CONSTRAINTS ALL IMMEDIATE');
        throw new RolledBack(result);
      }
      return result;
    });
  } catch (e) {
    if (e instanceof RolledBack) return e.result;
    if (e instanceof RestError) throw e;
    if (isPgError(e)) throw fromPgError(e, gucs.role);
    throw e;
  }
}
