// Picks the engine: DATABASE_URL → real Postgres, otherwise embedded PGlite.
import type { Database } from './adapter.js';

export async function openDatabase(opts: { data: string; databaseUrl?: string; log?: (line: string) => void }): Promise<Database> {
  if (opts.databaseUrl) {
    const { PostgresDatabase } = await import('./postgres.js');
    return PostgresDatabase.open(opts.databaseUrl, 20, opts.log);
  }
  const { PgliteDatabase } = await import('./pglite.js');
  return PgliteDatabase.open({ data: opts.data, log: opts.log });
}
