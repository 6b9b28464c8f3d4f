// Picks the engine: DATABASE_URL → real Postgres, otherwise embedded PGlite in its own thread.
import type { Database } from './adapter.js';

export async function openDatabase(opts: { data: string; databaseUrl?: string; log?: (line: string) => void }): Promise<Database> {
  if (opts.databaseUrl) {
    const { PostgresDatabase } = await import('./postgres.js');
    return PostgresDatabase.open(opts.databaseUrl, 20, opts.log);
  }
  // LOCAL_SUPABASE_PGLITE_THREAD=0 keeps PGlite in the API's thread (to compare, or to profile both in one place).
  if (process.env.LOCAL_SUPABASE_PGLITE_THREAD === '0') {
    const { PgliteDatabase } = await import('./pglite.js');
    return PgliteDatabase.open({ data: opts.data, log: opts.log });
  }
  const { PgliteThreadDatabase } = await import('./pglite-thread/client.js');
  return PgliteThreadDatabase.open({ data: opts.data, log: opts.log });
}
