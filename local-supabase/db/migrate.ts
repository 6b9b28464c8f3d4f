// Applies supabase/migrations/*.sql in order (tracked like the Supabase CLI) and the seed files; failures name file, line:column and the Postgres error.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPgError, type Database, type Queryable } from './adapter.js';
import { lineColumn, splitSql } from './sql-split.js';

export interface MigrateResult {
  applied: string[];
  /** True when the database had no migration history before this run (fresh database → seed). */
  fresh: boolean;
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** `<digits>_<name>.sql`, like the CLI; other files are ignored. Sorted by file name. */
export function listMigrations(migrationsDir: string): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir)
    .sort()
    .map((f) => parseMigrationName(f, migrationsDir))
    .filter((m): m is MigrationFile => m !== null);
}

export function parseMigrationName(fileName: string, dir = ''): MigrationFile | null {
  const m = /^([0-9]+)_(.*)\.sql$/.exec(fileName);
  return m ? { version: m[1], name: m[2], file: path.join(dir, fileName) } : null;
}

/** A migration or seed statement failed: carries what the developer needs to find it. */
export class SqlFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly pgMessage: string,
    readonly sqlState: string | undefined,
    readonly kind: 'migration' | 'seed',
  ) {
    super(
      `${kind} ${file} failed at line ${line}, column ${column}: ERROR: ${pgMessage}` + (sqlState ? ` (SQLSTATE ${sqlState})` : ''),
    );
    this.name = 'SqlFileError';
  }
}

/** Where in the file the failing statement (and the error position inside it, when Postgres gives one) is. */
export function errorLocation(script: string, stmtStart: number, pgPosition: string | undefined): { line: number; column: number } {
  const pos = Number(pgPosition);
  const offset = Number.isFinite(pos) && pos > 0 ? stmtStart + pos - 1 : stmtStart;
  return lineColumn(script, offset);
}

const HISTORY_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text);
`;

/** Runs a script statement by statement on `q`; a failure becomes a SqlFileError naming the file and position. */
async function runScript(q: Queryable, script: string, file: string, kind: 'migration' | 'seed'): Promise<string[]> {
  const statements = splitSql(script);
  for (const s of statements) {
    try {
      await q.exec(s.text);
    } catch (e) {
      const { line, column } = errorLocation(script, s.start, isPgError(e) ? e.position : undefined);
      throw new SqlFileError(file, line, column, e instanceof Error ? e.message : String(e), isPgError(e) ? e.code : undefined, kind);
    }
  }
  return statements.map((s) => s.text);
}

function display(file: string, base: string): string {
  const rel = path.relative(base, file);
  return rel.startsWith('..') ? file : rel;
}

export async function applyMigrations(db: Database, supabaseDir: string): Promise<MigrateResult> {
  await db.exec(HISTORY_SQL);
  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version));
  const fresh = done.size === 0;
  const applied: string[] = [];
  const base = path.dirname(supabaseDir);
  for (const m of listMigrations(path.join(supabaseDir, 'migrations'))) {
    if (done.has(m.version)) continue;
    const script = readFileSync(m.file, 'utf8');
    const shown = display(m.file, base);
    await db.transaction(async (tx) => {
      const statements = await runScript(tx, script, shown, 'migration');
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [m.version, m.name, statements]);
    });
    applied.push(path.basename(m.file));
  }
  return { applied, fresh };
}

/** Expands `*` and `?` in the last path segment (config.toml sql_paths may be globs). */
export function expandSeedPaths(paths: string[]): { found: string[]; missing: string[] } {
  const found: string[] = [];
  const missing: string[] = [];
  for (const p of paths) {
    if (/[*?]/.test(path.basename(p))) {
      const dir = path.dirname(p);
      const re = new RegExp('^' + path.basename(p).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.') + '$');
      const hits = existsSync(dir) ? readdirSync(dir).filter((f) => re.test(f)).sort() : [];
      if (hits.length === 0) missing.push(p);
      found.push(...hits.map((f) => path.join(dir, f)));
    } else if (existsSync(p) && statSync(p).isFile()) found.push(p);
    else missing.push(p);
  }
  return { found: [...new Set(found)], missing };
}

/** Applies the seed files in order, each in its own transaction; missing files are skipped with a log line. */
export async function applySeed(db: Database, paths: string[], log: (line: string) => void = () => undefined): Promise<string[]> {
  const { found, missing } = expandSeedPaths(paths);
  for (const p of missing) log(`Skipping seed file ${p}: not found`);
  const applied: string[] = [];
  for (const file of found) {
    const script = readFileSync(file, 'utf8');
    await db.transaction((tx) => runScript(tx, script, file, 'seed'));
    applied.push(file);
  }
  return applied;
}
