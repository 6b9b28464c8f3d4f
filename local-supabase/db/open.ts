// Picks the engine: DATABASE_URL → real Postgres, otherwise embedded PGlite.
import type { Database } from './adapter.js';

export async function openDatabase(opts: { data: string; databaseUrl?: string; log?: (line: string) => void }): Promise<Database> {
  if (opts.databaseUrl) {
    const { PostgresDatabase } = await import('./postgres.js');
    const db = await PostgresDatabase.open(opts.databaseUrl);
    try {
      const { installForPostgres } = await import('../cron/install.js');
      await installForPostgres(db, opts.log);
    } catch (e) {
      opts.log?.(`pg_cron shim not installed: ${e instanceof Error ? e.message : String(e)}`);
    }
    return db;
  }
  const { PgliteDatabase } = await import('./pglite.js');
  return PgliteDatabase.open({ data: opts.data, log: opts.log });
}
