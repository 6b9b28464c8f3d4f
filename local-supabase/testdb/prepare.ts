// Brings a database to the state the suite expects: bootstrap, migrations, seed (same order as the stack's start).
import { existsSync } from 'node:fs';
import type { Database } from '../db/adapter.js';
import { bootstrap } from '../db/bootstrap/index.js';
import { applyMigrations, applySeed } from '../db/migrate.js';

export interface PrepareOptions {
  supabaseDir: string;
  seedPaths: string[];
  /** SQL run right after the bootstrap (used only by scratch runs that stand in for missing bootstrap parts). */
  afterBootstrapSql?: string;
}

export async function prepareDatabase(db: Database, opts: PrepareOptions): Promise<void> {
  await bootstrap(db);
  if (opts.afterBootstrapSql) await db.exec(opts.afterBootstrapSql);
  const result = await applyMigrations(db, opts.supabaseDir);
  // Like the stack's start: the seed goes only into a database that had no migration history.
  if (result.fresh) await applySeed(db, opts.seedPaths.filter((p) => existsSync(p)));
}
