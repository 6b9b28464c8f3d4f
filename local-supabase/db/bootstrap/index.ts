// Bootstrap of a Supabase-shaped database, idempotent, run before migrations. Each part is one SQL file in this folder.
import { readFileSync, existsSync } from 'node:fs';
import type { Database } from '../adapter.js';
import { APPLY_DATABASE_DEFAULTS_SQL } from '../session-defaults.js';

/** Order matters: roles and schemas first, then the services' own schemas, then the pg_cron shim. */
export const BOOTSTRAP_FILES = ['roles.sql', 'extensions.sql', 'auth.sql', 'storage.sql', 'realtime.sql', 'cron.sql'] as const;

export async function bootstrap(db: Database): Promise<void> {
  for (const name of BOOTSTRAP_FILES) {
    const url = new URL(`./${name}`, import.meta.url);
    if (!existsSync(url)) continue;
    const sql = readFileSync(url, 'utf8');
    try {
      await db.exec(sql);
    } catch (e) {
      throw new Error(`bootstrap ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  // The database-level settings bootstrap just made (search_path) also apply to the already open session.
  await db.exec(APPLY_DATABASE_DEFAULTS_SQL);
}
