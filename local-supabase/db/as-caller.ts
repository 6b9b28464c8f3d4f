// Runs statements as the calling user for REST, storage and realtime: role, JWT claims and request settings become transaction-local settings, the statement timeout travels to the database as data.
import type { Database, Queryable, QueryResult, RunOptions, Statement } from './adapter.js';

export interface CallerContext {
  /** The database role the statements run as. */
  role: string;
  /** The JWT claims, set as `request.jwt.claims`. */
  claims: Record<string, unknown>;
  /** Claims also set one by one as `request.jwt.claim.<name>` (storage-api's older form), in order. */
  claimSettings?: [string, string][];
  /** Further transaction-local settings in order: search_path, request.method, …, the role's own settings. */
  settings?: [string, string][];
  /** Marks the transaction read-only before anything runs (PostgREST runs GET and HEAD that way). */
  readOnly?: boolean;
}

/** A statement_timeout value as Postgres reads it (a bare number is milliseconds); null when unset, 0 or unreadable. */
export function timeoutMs(value: unknown): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(String(value));
  if (!m) return null;
  const unit = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? 'ms']!;
  const ms = Number(m[1]) * unit;
  return ms > 0 ? ms : null;
}

/** The settings a caller's transaction starts with, in the order they are applied. */
export function callerSettings(caller: CallerContext): [string, string][] {
  return [
    ...(caller.readOnly ? [['transaction_read_only', 'on'] as [string, string]] : []),
    ['role', caller.role],
    ['request.jwt.claims', JSON.stringify(caller.claims)],
    ...(caller.claimSettings ?? []).map(([name, value]): [string, string] => [`request.jwt.claim.${name}`, value]),
    ...(caller.settings ?? []),
  ];
}

/** The statement_timeout the settings apply (the last one wins, as in Postgres), for the database to enforce. */
function settingsOptions(settings: [string, string][]): RunOptions {
  let statementTimeoutMs: number | null = null;
  for (const [name, value] of settings) if (name === 'statement_timeout') statementTimeoutMs = timeoutMs(value);
  return { statementTimeoutMs };
}

/** The statement_timeout the caller's settings apply, for the database to enforce. */
export function callerOptions(caller: CallerContext): RunOptions {
  return settingsOptions(caller.settings ?? []);
}

const settingsSqls: string[] = [];
/** `select set_config($1, $2, true), …` for n settings: one text (and one prepared statement) per count. */
function settingsSql(n: number): string {
  return (settingsSqls[n] ??= `select ${Array.from({ length: n }, (_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`);
}

/** One statement applying the settings transaction-locally. */
function settingsStatement(pairs: [string, string][]): Statement {
  return { sql: settingsSql(pairs.length), params: pairs.flat(), name: `as_caller_${pairs.length}` };
}

/** The one statement that makes a transaction the caller's. */
export function callerStatement(caller: CallerContext): Statement {
  return settingsStatement(callerSettings(caller));
}

/** fn in a transaction whose first statement (queued with fn's, one round trip on Postgres) applies the settings. */
function withSettings<T>(statement: Statement, fn: (tx: Queryable) => Promise<T>): (tx: Queryable) => Promise<T> {
  return async (tx) => {
    const [, value] = await Promise.all([tx.query(statement.sql, statement.params), fn(tx)]);
    return value;
  };
}

/** Thrown inside a transaction to undo it after it succeeded; carries the value to return. */
class Undo<T> {
  constructor(readonly value: T) {}
}

async function inTransaction<T>(db: Database, fn: (tx: Queryable) => Promise<T>, rollback: boolean, options?: RunOptions): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const value = await fn(tx);
      if (rollback) throw new Undo(value);
      return value;
    }, options);
  } catch (e) {
    if (e instanceof Undo) return e.value as T;
    throw e;
  }
}

/**
 * Runs fn in one transaction as the caller (RLS applies). The caller's settings are queued with fn's first
 * statements (one round trip on Postgres); a failing setting is the error reported. `rollback` undoes the
 * transaction after fn succeeded and still returns fn's value (dry runs, permission probes).
 */
export function asCaller<T>(db: Database, caller: CallerContext, fn: (tx: Queryable) => Promise<T>, opts: { rollback?: boolean } = {}): Promise<T> {
  return inTransaction(db, withSettings(callerStatement(caller), fn), opts.rollback ?? false, callerOptions(caller));
}

/** Runs the statements in one transaction as the caller, all sent at once (db.batch); returns their results. */
export async function batchAsCaller(db: Database, caller: CallerContext, statements: Statement[]): Promise<QueryResult[]> {
  const results = await db.batch([callerStatement(caller), ...statements], callerOptions(caller));
  return results.slice(1);
}

/**
 * Runs fn with the server's rights in a transaction that is always rolled back (probe rows vanish); returns fn's value.
 * `settings` (the role's own, such as its statement_timeout, for a probe on a caller's behalf) apply first, as in asCaller.
 */
export function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>, settings: [string, string][] = []): Promise<T> {
  if (!settings.length) return inTransaction(db, fn, true);
  return inTransaction(db, withSettings(settingsStatement(settings), fn), true, settingsOptions(settings));
}
