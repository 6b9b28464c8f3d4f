// A real Postgres (DATABASE_URL) behind the Database interface, through a pg connection pool.
import type { Socket } from 'node:net';
import pg from 'pg';
import { installForPostgres } from './pg-cron-shim.js';
import { parseValue, TYPE_OIDS, type Database, type Queryable, type QueryResult, type Row, type Statement } from './adapter.js';

const typeOverrides = {
  getTypeParser(oid: number) {
    return (Object.values(TYPE_OIDS) as number[]).includes(oid) ? (t: string) => parseValue(t, oid) : (t: string) => t;
  },
};

function toResult<T>(r: pg.QueryResult): QueryResult<T> {
  return { rows: r.rows as T[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: r.rowCount ?? undefined };
}

function send(client: pg.PoolClient | pg.Pool, sql: string, params?: unknown[], name?: string): Promise<pg.QueryResult> {
  return client.query({ name, text: sql, values: params, types: typeOverrides as pg.CustomTypesConfig });
}

/**
 * Holds the connection's writes while `issue` queues statements, so they leave in one syscall: on a pipelined
 * client each query is written as soon as it is queued, and a write per statement costs more than the statement.
 */
function corked<T>(client: pg.PoolClient, issue: () => T): T {
  const stream = (client as unknown as { connection?: { stream?: Partial<Socket> } }).connection?.stream;
  stream?.cork?.();
  try {
    return issue();
  } finally {
    stream?.uncork?.();
  }
}

function wrap(client: pg.PoolClient | pg.Pool): Queryable {
  return {
    async query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      return toResult<T>(await send(client, sql, params));
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly q: Queryable;
  private listeners = new Set<pg.Client>();

  private constructor(
    readonly pool: pg.Pool,
    private readonly url: string,
  ) {
    this.q = wrap(pool);
  }

  static async open(url: string, max = 20, log: (line: string) => void = () => undefined): Promise<PostgresDatabase> {
    // Pipeline mode: a query is sent without waiting for the previous one's answer (see batch and transaction).
    const pool = new pg.Pool({ connectionString: url, max, pipeline: true } as pg.PoolConfig);
    pool.on('error', () => {
      /* an idle client died (server restart); the pool replaces it */
    });
    await pool.query('select 1');
    const db = new PostgresDatabase(pool, url);
    // Every opener (stack, db reset, test db) gets `create extension pg_cron` working, as on Supabase.
    try {
      await installForPostgres(db, log);
    } catch (e) {
      log(`pg_cron shim not installed: ${e instanceof Error ? e.message : String(e)}`);
    }
    return db;
  }

  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.q.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.q.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      // BEGIN goes out with whatever fn queues before its first await; an unlikely failing BEGIN still rejects.
      const [, out] = await corked(client, () => Promise.all([client.query('begin'), fn(wrap(client))]));
      await client.query('commit');
      return out;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async batch(statements: Statement[]): Promise<QueryResult[]> {
    const client = await this.pool.connect();
    try {
      const sent = corked(client, () => [client.query('begin'), ...statements.map((s) => send(client, s.sql, s.params, s.name)), client.query('commit')]);
      // After a failure the rest answer "transaction is aborted" and COMMIT rolls back: the first failure is the cause.
      const settled = await Promise.allSettled(sent);
      const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      return settled.slice(1, -1).map((r) => toResult((r as PromiseFulfilledResult<pg.QueryResult>).value));
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    client.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    client.on('error', () => undefined);
    await client.query(`listen "${channel.replace(/"/g, '""')}"`);
    this.listeners.add(client);
    return async () => {
      this.listeners.delete(client);
      await client.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.listeners].map((c) => c.end().catch(() => undefined)));
    this.listeners.clear();
    await this.pool.end();
  }
}
