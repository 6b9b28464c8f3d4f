// One database interface for both engines (embedded PGlite, real Postgres through a pool).
export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the engine reports it. */
  affectedRows?: number;
}

export interface Queryable {
  /**
   * One statement with bound parameters ($1…). `options.statementTimeoutMs` cuts this one statement on the embedded
   * database (which enforces no statement_timeout); on Postgres the caller sets statement_timeout itself.
   */
  query<T = Row>(sql: string, params?: unknown[], options?: RunOptions): Promise<QueryResult<T>>;
  /** A script of several statements, no parameters (migrations, bootstrap, seed). */
  exec(sql: string): Promise<void>;
}

export interface Statement {
  sql: string;
  params?: unknown[];
  /**
   * A name for a server-side prepared statement (Postgres parses and plans it once per connection, then only binds):
   * give the same name only to the same SQL. PGlite ignores it.
   */
  name?: string;
}

/** How a transaction or batch runs, given as data by the caller (db/as-caller.ts). */
export interface RunOptions {
  /**
   * The statement_timeout the statements run under (the role's), in ms. Postgres enforces the setting itself; the
   * embedded database has none, so its thread cancels a statement past this (or its own limit, whichever is shorter).
   */
  statementTimeoutMs?: number | null;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN … COMMIT (ROLLBACK when it throws). On PGlite transactions are serialized. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: RunOptions): Promise<T>;
  /**
   * Runs the statements in order in one transaction and returns their results. Nothing waits between them: on
   * Postgres BEGIN, the statements and COMMIT leave in one write (one round trip). The first failing statement's
   * error rejects the call and nothing is kept.
   */
  batch(statements: Statement[], options?: RunOptions): Promise<QueryResult[]>;
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Value parsing shared by both adapters so callers see the same JS types on either engine:
 * bool → boolean, int2/int4/oid/float4/float8 → number, json/jsonb → parsed, everything else
 * (int8, numeric, timestamps, uuid, arrays…) → the Postgres text form.
 */
export const TYPE_OIDS = {
  bool: 16,
  int8: 20,
  int2: 21,
  int4: 23,
  oid: 26,
  json: 114,
  float4: 700,
  float8: 701,
  jsonb: 3802,
} as const;

export function parseValue(text: string, oid: number): unknown {
  switch (oid) {
    case TYPE_OIDS.bool:
      return text === 't' || text === 'true';
    case TYPE_OIDS.int2:
    case TYPE_OIDS.int4:
    case TYPE_OIDS.oid:
    case TYPE_OIDS.float4:
    case TYPE_OIDS.float8:
      return Number(text);
    case TYPE_OIDS.json:
    case TYPE_OIDS.jsonb:
      return JSON.parse(text);
    default:
      return text;
  }
}

/** A Postgres error as both drivers surface it (SQLSTATE in `code`). */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
}

export function isPgError(e: unknown): e is PgError & { code: string } {
  return e instanceof Error && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code!);
}
