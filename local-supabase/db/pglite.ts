// Embedded Postgres (PGlite, WASM) behind the Database interface; data on disk or in memory.
import { PGlite, types, type Extensions } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import { parseValue, TYPE_OIDS, type Database, type Queryable, type QueryResult, type Row } from './adapter.js';

/** Same value parsing as the Postgres adapter: text for everything but bool/ints/floats/json. */
function parsers(): Record<number, (text: string) => unknown> {
  const out: Record<number, (text: string) => unknown> = {};
  const all = (Object.values(types) as unknown[]).filter((v): v is number => typeof v === 'number');
  for (const oid of all) out[oid] = (t: string) => t;
  for (const oid of Object.values(TYPE_OIDS)) out[oid] = (t: string) => parseValue(t, oid);
  return out;
}

export interface PgliteOptions {
  /** 'memory' or a directory. */
  data: string;
  /** Extra extensions (e.g. pgtap for the test runner). */
  extraExtensions?: Extensions;
}

export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private constructor(readonly pg: PGlite) {}

  static async open(opts: PgliteOptions): Promise<PgliteDatabase> {
    if (opts.data !== 'memory') mkdirSync(opts.data, { recursive: true });
    const pg = await PGlite.create({
      dataDir: opts.data === 'memory' ? 'memory://' : opts.data,
      extensions: { pgcrypto, uuid_ossp, unaccent, pg_trgm, ...opts.extraExtensions },
      parsers: parsers(),
    });
    return new PgliteDatabase(pg);
  }

  async query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    const r = await this.pg.query<T>(sql, params);
    return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (t) => {
      const tx: Queryable = {
        query: async <R = Row>(sql: string, params?: unknown[]) => {
          const r = await t.query<R>(sql, params);
          return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
        },
        exec: async (sql: string) => {
          await t.exec(sql);
        },
      };
      return fn(tx);
    });
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onNotify);
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
