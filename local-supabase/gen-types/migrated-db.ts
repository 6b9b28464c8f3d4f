// A fresh in-memory database with the bootstrap and every migration applied: what `gen types` and `gen schema` read.
import { PgliteDatabase } from '../db/pglite.js';
import { bootstrap } from '../db/bootstrap/index.js';
import { applyMigrations } from '../db/migrate.js';

export async function withMigratedDatabase<T>(supabaseDir: string, read: (db: PgliteDatabase) => Promise<T>): Promise<T> {
  const db = await PgliteDatabase.open({ data: 'memory' });
  try {
    await bootstrap(db);
    await applyMigrations(db, supabaseDir);
    return await read(db);
  } finally {
    await db.close();
  }
}
