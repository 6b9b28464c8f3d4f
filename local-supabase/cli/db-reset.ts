// `db reset`: start the database over (embedded: wipe the data dir; DATABASE_URL: drop the user's objects), then bootstrap, migrations, seed.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { bootstrap } from '../db/bootstrap/index.js';
import { applyMigrations, applySeed } from '../db/migrate.js';
import { readRuntime } from './runtime-file.js';
import { readLockPid, processAlive } from '../db/lock.js';
import { RESET_POSTGRES_SQL } from './db-reset-sql.js';

export async function dbResetCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { workdir: { type: 'string' }, data: { type: 'string' } } });
  const config = await loadConfig({ workdir: values.workdir, data: values.data });
  const log = (l: string) => process.stderr.write(l + '\n');
  const running = readRuntime(config);
  if (running) throw new Error(`local-supabase is running (pid ${running.pid}); stop it before \`db reset\``);
  if (config.data === 'memory' && !config.databaseUrl) throw new Error('`db reset` needs a data dir (--data memory keeps nothing to reset)');
  if (!config.databaseUrl) {
    const owner = readLockPid(config.data);
    if (owner !== null && owner !== process.pid && processAlive(owner)) throw new Error(`the data dir ${config.data} is in use by pid ${owner}; stop it first`);
    if (existsSync(config.data)) {
      // Everything in the data dir is ours (database files, storage objects, runtime files).
      for (const entry of readdirSync(config.data)) rmSync(path.join(config.data, entry), { recursive: true, force: true });
    }
    log(`Resetting local database in ${config.data}...`);
  } else log('Resetting the database at DATABASE_URL (schemas public, supabase_migrations, cron; auth/storage/realtime rows)...');
  const db = await openDatabase({ data: config.data, databaseUrl: config.databaseUrl, log });
  try {
    if (config.databaseUrl) await db.exec(RESET_POSTGRES_SQL);
    await bootstrap(db);
    const result = await applyMigrations(db, config.supabaseDir);
    for (const f of result.applied) log(`Applying migration ${f}...`);
    if (config.seed.enabled) for (const f of await applySeed(db, config.seed.sqlPaths, log)) log(`Seeding data from ${f}...`);
    if (config.databaseUrl) await db.exec(`notify pgrst, 'reload schema'`);
  } finally {
    await db.close();
  }
  log('Finished db reset.');
}
