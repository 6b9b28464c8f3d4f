// Brings a database to the state the suite expects: bootstrap, migrations, seed (same order as the stack's start).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/adapter.js';
import { bootstrap } from '../db/bootstrap/index.js';
import { applyMigrations, applySeed } from '../db/migrate.js';

export interface PrepareOptions {
  supabaseDir: string;
  seedPaths: string[];
  /** SQL run right after the bootstrap (used only by scratch runs that stand in for missing bootstrap parts). */
  afterBootstrapSql?: string;
}

function migrationFiles(supabaseDir: string): string[] {
  const dir = path.join(supabaseDir, 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => n.endsWith('.sql')).sort().map((n) => path.join(dir, n));
}

async function execFile(db: Database, file: string, what: string): Promise<void> {
  try {
    await db.exec(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${what} ${path.basename(file)} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export async function prepareDatabase(db: Database, opts: PrepareOptions): Promise<void> {
  await bootstrap(db);
  if (opts.afterBootstrapSql) await db.exec(opts.afterBootstrapSql);
  const files = migrationFiles(opts.supabaseDir);
  const result = await applyMigrations(db, opts.supabaseDir);
  // Until db/migrate.ts applies files itself, apply them in order here so the suite can run.
  if (result.applied.length === 0 && files.length > 0) {
    for (const f of files) await execFile(db, f, 'migration');
  }
  const seeds = opts.seedPaths.filter((p) => existsSync(p));
  const seeded = await applySeed(db, seeds);
  if (seeded.length === 0) {
    for (const f of seeds) await execFile(db, f, 'seed');
  }
}
