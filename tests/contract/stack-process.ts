// Helpers for the stack-* contract tests: temp workdirs with their own supabase/ folder, spawned CLI processes, dedicated Postgres databases.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const MAIN = path.join(ROOT, 'local-supabase/main.ts');

/** A workdir holding supabase/config.toml, supabase/migrations/<files> and optional seed files. */
export function makeWorkdir(files: Record<string, string>, seedPaths: string[] = ['seed.sql']): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-stack-'));
  mkdirSync(path.join(dir, 'supabase/migrations'), { recursive: true });
  writeFileSync(
    path.join(dir, 'supabase/config.toml'),
    `project_id = "fixture"\n[api]\nport = 0\n[db]\nport = 0\n[db.seed]\nenabled = true\nsql_paths = ${JSON.stringify(seedPaths)}\n[local_smtp]\nport = 0\n`,
  );
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'supabase', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

export function writeMigration(workdir: string, name: string, sql: string): void {
  writeFileSync(path.join(workdir, 'supabase/migrations', name), sql);
}

/** Environment for a child that must use the embedded engine whatever the test run uses. */
export function embeddedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}

export interface CliRun {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export function runCli(args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    env: opts.env ?? embeddedEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

export interface Started extends CliRun {
  line: string;
  apiUrl: string;
  dbUrl: string;
}

const READY = /^local-supabase ready on (http:\/\/127\.0\.0\.1:\d+), database on (postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres)$/;

/** `start --port 0 --db-port 0 --mail-port 0 --smtp-port 0 --data <data> --workdir <workdir>`; resolves at the ready line. */
export async function startCli(workdir: string, data: string, timeoutMs = 90_000): Promise<Started> {
  const run = runCli(['start', '--port', '0', '--db-port', '0', '--mail-port', '0', '--smtp-port', '0', '--data', data, '--workdir', workdir]);
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line after ${timeoutMs} ms; stderr: ${run.stderr()}`)), timeoutMs);
    run.child.stdout!.on('data', () => {
      if (run.stdout().includes('\n')) {
        clearTimeout(timer);
        resolve(run.stdout().split('\n')[0]);
      }
    });
    void run.exited.then((code) => (clearTimeout(timer), reject(new Error(`start exited with ${code}: ${run.stderr()}`))));
  });
  const m = READY.exec(line);
  if (!m) throw new Error(`unexpected ready line: ${line}`);
  return { ...run, line, apiUrl: m[1], dbUrl: m[2] };
}

export async function stopCli(run: CliRun, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (run.child.exitCode !== null || run.child.signalCode !== null) return run.child.exitCode;
  run.child.kill(signal);
  return run.exited;
}

/** Runs one query through a fresh `pg` client. */
export async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client(url);
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** A new, empty database on the DATABASE_URL server (tests must not share `public` with other suites). */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ls_stack_${process.pid}_${Date.now().toString(36)}`;
  await sql(baseUrl, `create database ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await sql(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
