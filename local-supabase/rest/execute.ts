// Execute stage: the only place REST touches the database. One transaction per request as the caller (db/as-caller.ts) with PostgREST's request settings.
import { createHash } from 'node:crypto';
import { isPgError, type Database, type QueryResult, type Statement } from '../db/adapter.js';
import { asCaller, batchAsCaller, type CallerContext } from '../db/as-caller.js';
import { errors, fromPgError, RestError } from './errors.js';
import { EMBEDDED_ROWS_EXCEEDED } from './sql/read.js';

export interface RequestContextGucs {
  searchPath: string;
  role: string;
  claims: Record<string, unknown>;
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

const TIMEZONE_SQL = "SELECT set_config('timezone', $1, true)";

function planRowsOf(r: QueryResult): number | undefined {
  const row = r.rows[0] as Record<string, unknown> | undefined;
  let plan = row ? Object.values(row)[0] : undefined;
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const rows = (plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : undefined;
}

function toStatementResult(r: QueryResult): StatementResult {
  const row = (r.rows[0] ?? { total: null, page_total: 0, body: '' }) as {
    total: number | null;
    page_total: number;
    body: string | null;
    inserted?: number | null;
    too_large?: string | number | null;
  };
  if (row.too_large !== undefined && row.too_large !== null) throw errors.responseTooLarge(Number(row.too_large));
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
/** The caller's transaction: role, claims and PostgREST's request settings, then the role's own settings. */
function callerOf(gucs: RequestContextGucs): CallerContext {
  return {
    role: gucs.role,
    claims: gucs.claims,
    readOnly: gucs.readOnly,
    settings: [
      ['search_path', gucs.searchPath],
      ['request.method', gucs.method],
      ['request.path', gucs.path],
      ['request.headers', gucs.headers],
      ['request.cookies', gucs.cookies],
      ...(gucs.roleSettings ?? []),
    ],
  };
}

/** `Prefer: tx=rollback` undoes a statement that ran; deferred constraints are checked first, so a dry run reports what a commit would. */
const DRY_RUN_CHECK = 'SET CONSTRAINTS ALL IMMEDIATE';

/**
 * Runs `sql` in one transaction as the caller. `check` may throw a RestError to roll the transaction back (singular
 * responses, max-affected); `rollback` undoes a successful statement too (`Prefer: tx=rollback`).
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
  const caller = callerOf(gucs);
  const statements: Statement[] = [
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
      const result = collect(await batchAsCaller(db, caller, statements));
      check?.(result);
      return result;
    }
    return await asCaller(
      db,
      caller,
      async (tx) => {
        // Queued together, so they travel together; awaited as one, so the first failure is the one reported.
        const result = collect(await Promise.all(statements.map((s) => tx.query(s.sql, s.params))));
        check?.(result);
        if (rollback) await tx.query(DRY_RUN_CHECK);
        return result;
      },
      { rollback },
    );
  } catch (e) {
    if (e instanceof RestError) throw e;
    if (isPgError(e) && e.code === '42704' && e.message.includes(EMBEDDED_ROWS_EXCEEDED)) throw errors.tooManyEmbeddedRows();
    if (isPgError(e)) throw fromPgError(e, gucs.role);
    throw e;
  }
}
