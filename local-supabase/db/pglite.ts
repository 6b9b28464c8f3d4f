// Embedded Postgres (PGlite, WASM) behind the Database interface; data on disk or in memory.
import { PGlite, types, type Extensions } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgtap } from '@electric-sql/pglite-pgtap';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseValue, TYPE_OIDS, type Database, type Queryable, type QueryResult, type Row, type Statement } from './adapter.js';
import { acquireDataDirLock, LOCK_FILE } from './lock.js';
import { dropTemplate, readTemplate, templateEnabled, templatePath, writeTemplate } from './initdb-template.js';
import { withDeadline } from './watchdog.js';
import { installIntoPgliteFs } from './pg-cron-shim.js';

/** Same value parsing as the Postgres adapter: text for everything but bool/ints/floats/json. */
function parsers(): Record<number, (text: string) => unknown> {
  const out: Record<number, (text: string) => unknown> = {};
  const all = (Object.values(types) as unknown[]).filter((v): v is number => typeof v === 'number');
  for (const oid of all) out[oid] = (t: string) => t;
  for (const oid of Object.values(TYPE_OIDS)) out[oid] = (t: string) => parseValue(t, oid);
  return out;
}

/**
 * PGlite checks some parameters in JavaScript before Postgres sees them (a boolean, date or bytea parameter that does
 * not parse) and throws a plain Error; Postgres would answer 22P02. Same error as Postgres, so callers map it alike.
 */
export function asPostgresError(e: unknown): unknown {
  if (!(e instanceof Error) || (e as { code?: unknown }).code !== undefined) return e;
  const m = /^Invalid input for (\w+) type$/.exec(e.message);
  if (!m) return e;
  return Object.assign(new Error(`invalid input syntax for type ${m[1]}`), { code: '22P02', severity: 'ERROR' });
}

export interface PgliteOptions {
  /** 'memory' or a directory. */
  data: string;
  /** Extra extensions (e.g. pgtap for the test runner). */
  extraExtensions?: Extensions;
  /** Give up opening after this long (default 8 s for an existing data dir, 300 s for a new one; env LOCAL_SUPABASE_OPEN_TIMEOUT_MS). */
  openTimeoutMs?: number;
  log?: (line: string) => void;
  /** The initdb template a new database is unpacked from (and written to when missing); null for none. Default: templatePath(). */
  templateFile?: string | null;
}

/**
 * How long an open may take before it fails with openFailureMessage, and how much longer before a blocked event loop
 * has the process stopped. A start after a crash must be ready, or say why, within 10 s: an existing data dir gets
 * 8 s + 1 s. Creating one (initdb) takes seconds, and minutes on a saturated machine.
 */
export function openDeadline(existing: boolean): { timeoutMs: number; graceMs: number } {
  const env = Number(process.env.LOCAL_SUPABASE_OPEN_TIMEOUT_MS);
  return existing ? { timeoutMs: env || 8_000, graceMs: 1_000 } : { timeoutMs: env || 300_000, graceMs: 30_000 };
}

export function openFailureMessage(dir: string, seconds: number, stale: boolean): string {
  return (
    `could not open the database in ${dir} within ${seconds} s` +
    (stale ? ' (the previous run ended without shutting down: the data dir was left by a crash or kill -9)' : '') +
    `. Run \`npm run stack -- db reset\` to start over with an empty database (deletes the local data), or move that folder away to keep it (LOCAL_SUPABASE_OPEN_TIMEOUT_MS=<ms> allows a slower open).`
  );
}

/** True when the folder holds nothing but the named file (a new data dir with its lock). */
function emptyBesides(dir: string, keep: string): boolean {
  return readdirSync(dir).every((name) => name === keep);
}

/** Removes what a failed unpacking left in a new data dir, keeping the lock. */
function clearBesides(dir: string, keep: string): void {
  for (const name of readdirSync(dir)) if (name !== keep) rmSync(path.join(dir, name), { recursive: true, force: true });
}

export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  /** API calls under way (queries, scripts, transactions): the wire port does not let an idle client hold them up. */
  inflight = 0;
  private constructor(
    readonly pg: PGlite,
    private readonly unlock: () => void = () => undefined,
  ) {}

  static async open(opts: PgliteOptions): Promise<PgliteDatabase> {
    const onDisk = opts.data !== 'memory';
    let lock: ReturnType<typeof acquireDataDirLock> | undefined;
    if (onDisk) {
      mkdirSync(opts.data, { recursive: true });
      lock = acquireDataDirLock(opts.data);
      if (lock.stale) opts.log?.(`The previous run on ${opts.data} did not shut down cleanly; recovering.`);
    }
    // Reopening a data dir takes about half a second, crash recovery a little more.
    const existing = onDisk && existsSync(path.join(opts.data, 'PG_VERSION'));
    const deadline = openDeadline(existing);
    const timeoutMs = opts.openTimeoutMs ?? deadline.timeoutMs;
    const fresh = !existing && (!onDisk || emptyBesides(opts.data, LOCK_FILE));
    const templateFile = opts.templateFile === undefined ? (templateEnabled() ? templatePath() : null) : opts.templateFile;
    const template = fresh && templateFile ? readTemplate(templateFile) : undefined;
    try {
      const create = (loadDataDir?: Blob) => {
        const pending = PGlite.create({
          dataDir: onDisk ? opts.data : 'memory://',
          loadDataDir,
          // pgtap is available so `pg_prove` works through the served wire protocol, as with `supabase test db`.
          extensions: { pgcrypto, uuid_ossp, unaccent, pg_trgm, pgtap, ...opts.extraExtensions },
          parsers: parsers(),
        });
        // A WASM open that never returns blocks the event loop, so the deadline also has a thread-based hard stop.
        return onDisk
          ? withDeadline(pending, timeoutMs, openFailureMessage(opts.data, timeoutMs / 1000, lock?.stale ?? false), { hardKill: true, graceMs: deadline.graceMs })
          : pending;
      };
      let pg: PGlite;
      let unpacked = template !== undefined;
      try {
        pg = await create(template);
      } catch (e) {
        if (!template) throw e;
        // A template that does not load (cut short, another PGlite's) is dropped and initdb runs as without one.
        opts.log?.(`The stored initdb template did not load (${e instanceof Error ? e.message : String(e)}); running initdb.`);
        dropTemplate(templateFile!);
        if (onDisk) clearBesides(opts.data, LOCK_FILE);
        unpacked = false;
        pg = await create();
      }
      if (fresh && !unpacked && templateFile) await pg.dumpDataDir('none').then((dump) => writeTemplate(dump as Blob, templateFile)).catch(() => undefined);
      // pg_cron shim: the extension directory lives in the WASM file system, rebuilt at every open.
      installIntoPgliteFs(pg.Module.FS as never);
      return new PgliteDatabase(pg, lock?.release);
    } catch (e) {
      lock?.release();
      throw e;
    }
  }

  private async counted<T>(work: () => Promise<T>): Promise<T> {
    this.inflight++;
    try {
      return await work();
    } finally {
      this.inflight--;
    }
  }

  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.counted(async () => {
      const r = await this.pg.query<T>(sql, params).catch((e: unknown) => Promise.reject(asPostgresError(e)));
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    });
  }

  async exec(sql: string): Promise<void> {
    await this.counted(() => this.pg.exec(sql));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.counted(() => this.pg.transaction(async (t) => {
      const tx: Queryable = {
        query: async <R = Row>(sql: string, params?: unknown[]) => {
          const r = await t.query<R>(sql, params).catch((e: unknown) => Promise.reject(asPostgresError(e)));
          return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
        },
        exec: async (sql: string) => {
          await t.exec(sql);
        },
      };
      return fn(tx);
    }));
  }

  batch(statements: Statement[]): Promise<QueryResult[]> {
    return this.transaction(async (tx) => {
      const out: QueryResult[] = [];
      for (const s of statements) out.push(await tx.query(s.sql, s.params));
      return out;
    });
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pg.listen(channel, onNotify);
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
    this.unlock();
  }
}
