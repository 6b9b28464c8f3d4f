// Bootstrap of a Supabase-shaped database, idempotent, run before migrations. Each part is one SQL file in this folder.
import { readFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Database } from '../adapter.js';
import { APPLY_DATABASE_DEFAULTS_SQL } from '../session-defaults.js';

/** Order matters: roles and schemas first, then the services' own schemas, then the pg_cron shim. */
export const BOOTSTRAP_FILES = ['roles.sql', 'extensions.sql', 'auth.sql', 'storage.sql', 'realtime.sql', 'cron.sql'] as const;

/** Database-level setting recording which bootstrap an embedded data dir already has (see bootstrap()). */
export const BOOTSTRAP_MARK = 'local_supabase.bootstrap';

export async function bootstrap(db: Database): Promise<void> {
  const parts = BOOTSTRAP_FILES.map((name) => ({ name, url: new URL(`./${name}`, import.meta.url) }))
    .filter((p) => existsSync(p.url))
    .map((p) => ({ name: p.name, sql: readFileSync(p.url, 'utf8') }));
  const hash = createHash('sha256').update(parts.map((p) => p.sql).join('\0')).digest('hex').slice(0, 16);
  // An embedded data dir that already ran this exact bootstrap skips it: it costs seconds of every warm start.
  if (db.kind === 'pglite' && (await bootstrapDone(db, hash))) {
    await db.exec(APPLY_DATABASE_DEFAULTS_SQL);
    return;
  }
  for (const { name, sql } of parts) {
    try {
      await db.exec(sql);
    } catch (e) {
      throw new Error(`bootstrap ${name} failed: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  }
  if (db.kind === 'pglite') await db.exec(`do $$ begin execute format('alter database %I set ${BOOTSTRAP_MARK} = %L', current_database(), '${hash}'); end $$`);
  // The database-level settings bootstrap just made (search_path) also apply to the already open session.
  await db.exec(APPLY_DATABASE_DEFAULTS_SQL);
}

async function bootstrapDone(db: Database, hash: string): Promise<boolean> {
  const r = await db.query(
    `select 1 from pg_db_role_setting s, unnest(s.setconfig) c
     where s.setrole = 0 and s.setdatabase = (select oid from pg_database where datname = current_database()) and c = $1`,
    [`${BOOTSTRAP_MARK}=${hash}`],
  );
  return r.rows.length > 0;
}
