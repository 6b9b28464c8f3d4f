// Makes `create extension pg_cron` work (the scheduler is cron/): the shim's control + script files go into the engine's extension directory.
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './adapter.js';

/** Writes only when the content differs (several processes may start at once). */
function writeIfChanged(file: string, text: string): void {
  try {
    if (readFileSync(file, 'utf8') === text) return;
  } catch {
    /* missing */
  }
  writeFileSync(file, text);
}

export const SHIM_VERSION = '1.6';
export const SHIM_MARKER = 'local-supabase pg_cron shim';

export const CONTROL = `# pg_cron-compatible shim (${SHIM_MARKER}); jobs are run by local-supabase
comment = 'Job scheduler for PostgreSQL (${SHIM_MARKER})'
default_version = '${SHIM_VERSION}'
relocatable = false
superuser = false
`;

export function shimScript(): string {
  return readFileSync(new URL(`./pg_cron--${SHIM_VERSION}.sql`, import.meta.url), 'utf8');
}

/** Files to write into `<sharedir>/extension`. */
export function shimFiles(): Record<string, string> {
  return { 'pg_cron.control': CONTROL, [`pg_cron--${SHIM_VERSION}.sql`]: shimScript() };
}

interface EmscriptenFs {
  writeFile(path: string, data: string): void;
  analyzePath(path: string): { exists: boolean };
}

/** PGlite: the extension directory lives in the WASM file system and is rebuilt at every open. */
export function installIntoPgliteFs(fs: EmscriptenFs, shareDir = '/pglite/share/postgresql'): void {
  const dir = `${shareDir}/extension`;
  if (!fs.analyzePath(dir).exists) throw new Error(`PGlite extension directory ${dir} not found`);
  for (const [name, text] of Object.entries(shimFiles())) fs.writeFile(`${dir}/${name}`, text);
}

export type CronMode = 'real-pg_cron' | 'shim-extension' | 'shim-schema';

/**
 * Real Postgres: a real pg_cron wins (it runs the jobs itself). Otherwise the shim files are written into the
 * server's extension directory when this machine can write it (same host); failing that the `cron` schema is
 * created directly, and `create extension pg_cron` is left to fail as it would on any Postgres without it.
 */
export async function installForPostgres(db: Database, log: (l: string) => void = () => undefined): Promise<CronMode> {
  const avail = async () =>
    (await db.query<{ comment: string | null }>(`select comment from pg_available_extensions where name = 'pg_cron'`)).rows[0];
  let found = await avail();
  if (found && !(found.comment ?? '').includes(SHIM_MARKER)) return 'real-pg_cron';
  if (!found) {
    const dir = await extensionDir(db);
    if (dir) {
      for (const [name, text] of Object.entries(shimFiles())) writeIfChanged(path.join(dir, name), text);
      found = await avail();
    }
  } else {
    // Keep an installed shim's files current.
    const dir = await extensionDir(db);
    if (dir) for (const [name, text] of Object.entries(shimFiles())) writeIfChanged(path.join(dir, name), text);
  }
  if (found) return 'shim-extension';
  const hasSchema = (await db.query(`select 1 from pg_namespace where nspname = 'cron'`)).rows.length > 0;
  if (!hasSchema) await db.exec(shimScript());
  log('pg_cron: the server has no pg_cron and its extension directory is not writable here; created the cron schema directly (`create extension pg_cron` will fail on this server)');
  return 'shim-schema';
}

/** `<sharedir>/extension` of the server when it is on this machine and writable by us, else null. */
async function extensionDir(db: Database): Promise<string | null> {
  let share: string | undefined;
  try {
    share = (await db.query<{ setting: string }>(`select setting from pg_config where name = 'SHAREDIR'`)).rows[0]?.setting;
  } catch {
    return null; // pg_config is superuser-only
  }
  if (!share) return null;
  const dir = path.join(share, 'extension');
  try {
    if (!existsSync(path.join(dir, 'plpgsql.control'))) return null; // not the server's own tree on this host
    accessSync(dir, constants.W_OK);
    return dir;
  } catch {
    return null;
  }
}
