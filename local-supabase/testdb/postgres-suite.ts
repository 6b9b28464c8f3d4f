// Runs the pgTAP files against a real Postgres (DATABASE_URL): reset, prepare, then pg_prove (or the pg client when pg_prove is missing).
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { PostgresDatabase } from '../db/postgres.js';
import { prepareDatabase, type PrepareOptions } from './prepare.js';
import { parseTap, type SuiteFile } from './tap.js';
import { splitStatements } from './statements.js';

/** Schemas the bootstrap, migrations and seed own; dropped so every run starts from an empty database. */
export const RESET_SQL = `
drop schema if exists public cascade;
drop schema if exists tests cascade;
drop schema if exists supabase_migrations cascade;
drop schema if exists auth cascade;
drop schema if exists storage cascade;
drop schema if exists realtime cascade;
drop schema if exists cron cascade;
do $$
declare r record;
begin
  -- Any other schema the migrations made (a private one, say) goes too; the extensions' schema stays.
  for r in select nspname from pg_namespace where nspname not in ('extensions', 'graphql_public', 'information_schema') and nspname !~ '^pg_' loop
    execute format('drop schema %I cascade', r.nspname);
  end loop;
end $$;
drop publication if exists supabase_realtime;
create schema public;
grant usage, create on schema public to public;
`;

export function hasPgProve(): boolean {
  return spawnSync('pg_prove', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** Splits `pg_prove --verbose` output into one TAP text per file (each starts with a `<file> .. ` header line). */
export function splitPgProveOutput(output: string, files: string[]): Map<string, string> {
  const byFile = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of output.split('\n')) {
    const header = files.find((f) => line.startsWith(`${f} ..`));
    if (header) {
      current = [];
      byFile.set(header, current);
      const rest = line.slice(header.length).replace(/^\s*\.+\s?/, '');
      if (rest.trim()) current.push(rest);
      continue;
    }
    if (/^(All tests successful|Test Summary Report|Files=\d+|Result: )/.test(line)) current = null;
    // pg_prove's own verdict after a file's TAP ("ok", "Failed 2/10 subtests", "Dubious, …") is not an assertion.
    if (/^(ok|Failed \d+\/\d+ subtests|Dubious\b.*|\(less \d+ skipped.*\)|All \d+ subtests passed.*)\s*$/.test(line.trim())) {
      current = null;
      continue;
    }
    if (current) current.push(line.replace(/^\s+(?=(ok|not ok|1\.\.|#))/, ''));
  }
  return new Map([...byFile].map(([k, v]) => [k, v.join('\n')]));
}

function runWithPgProve(url: string, files: string[], cwd: string): SuiteFile[] {
  const rel = files.map((f) => path.relative(cwd, f));
  const r = spawnSync('pg_prove', ['--verbose', '--dbname', url, ...rel], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  const texts = splitPgProveOutput(`${r.stdout}\n`, rel);
  return rel.map((f) => {
    const text = texts.get(f) ?? '';
    const errLines = (r.stderr ?? '').split('\n').filter((l) => l.includes(f) && /(ERROR|FATAL)/.test(l));
    const tap = parseTap(text);
    return { file: path.basename(f), tap, error: tap.planKept ? undefined : errLines.join('\n') || 'plan not kept' };
  });
}

async function runWithClient(url: string, files: string[]): Promise<SuiteFile[]> {
  const out: SuiteFile[] = [];
  for (const file of files) {
    // One connection per file, as pg_prove does (psql per file).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let error: string | undefined;
    const lines: string[] = [];
    client.on('notice', (n) => lines.push(`# ${n.message}`));
    try {
      // Statement by statement, like psql (one multi-statement string would be one implicit transaction).
      for (const statement of splitStatements(readFileSync(file, 'utf8'))) {
        const res = (await client.query(statement)) as unknown as pg.QueryResult | pg.QueryResult[];
        for (const r of Array.isArray(res) ? res : [res]) {
          for (const row of r.rows ?? []) {
            for (const v of Object.values(row)) if (typeof v === 'string' && v !== '') lines.push(...v.split('\n'));
          }
        }
      }
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    } finally {
      await client.end();
    }
    out.push({ file: path.basename(file), tap: parseTap(lines.join('\n')), error });
  }
  return out;
}

export async function runPostgresSuite(
  url: string,
  opts: PrepareOptions & { files: string[]; cwd: string; log: (line: string) => void },
): Promise<SuiteFile[]> {
  const db = await PostgresDatabase.open(url);
  try {
    await db.exec(RESET_SQL);
    await prepareDatabase(db, opts);
  } finally {
    await db.close();
  }
  if (hasPgProve()) return runWithPgProve(url, opts.files, opts.cwd);
  opts.log('pg_prove not found: running the files through the pg client instead');
  return runWithClient(url, opts.files);
}
