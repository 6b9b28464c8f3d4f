// The CLI as a user runs it (spawned processes, embedded engine): the ready line, status, SIGTERM flush, kill -9 durability, crash restart, data dir lock, db reset.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeWorkdir, runCli, sql, startCli, stopCli, type CliRun } from './stack-process.js';

// Spawned servers and PGlite opens are slow on a loaded 2-core machine; these are not timing assertions.
vi.setConfig({ testTimeout: 180_000 });

const STATUS_NAMES = [
  'API_URL', 'REST_URL', 'GRAPHQL_URL', 'STORAGE_S3_URL', 'MCP_URL', 'FUNCTIONS_URL', 'DB_URL', 'STUDIO_URL', 'MAILPIT_URL',
  'PUBLISHABLE_KEY', 'SECRET_KEY', 'JWT_SECRET', 'ANON_KEY', 'SERVICE_ROLE_KEY',
  'S3_PROTOCOL_ACCESS_KEY_ID', 'S3_PROTOCOL_ACCESS_KEY_SECRET', 'S3_PROTOCOL_REGION',
];

const running: CliRun[] = [];
afterAll(async () => {
  for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
});

function parseEnv(text: string): Record<string, string> {
  return Object.fromEntries(
    text.trim().split('\n').map((l) => {
      const m = /^([A-Z0-9_]+)=(".*")$/.exec(l);
      if (!m) throw new Error(`not a KEY="value" line: ${l}`);
      return [m[1], JSON.parse(m[2]) as string];
    }),
  );
}

async function status(workdir: string, data: string, ...extra: string[]): Promise<string> {
  const r = runCli(['status', ...extra, '--workdir', workdir, '--data', data]);
  expect(await r.exited).toBe(0);
  return r.stdout();
}

describe('start / status / SIGTERM / restart', () => {
  const workdir = makeWorkdir({
    'migrations/20240101000000_notes.sql': 'create table public.notes (id bigint generated always as identity primary key, body text not null);\n',
    'seed.sql': "insert into public.notes (body) values ('semilla');\n",
  });
  const data = path.join(workdir, 'data');

  it('prints exactly the one ready line, serves HTTP and the database, and status reports it', async () => {
    const run = await startCli(workdir, data);
    running.push(run);
    expect(run.stdout().trim().split('\n')).toHaveLength(1);
    const res = await fetch(`${run.apiUrl}/rest/v1/`, { headers: { apikey: 'x' } });
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(await sql(run.dbUrl, 'select body from public.notes')).toEqual([{ body: 'semilla' }]);

    const env = parseEnv(await status(workdir, data, '-o', 'env'));
    expect(Object.keys(env)).toEqual(STATUS_NAMES);
    expect(env.API_URL).toBe(run.apiUrl);
    expect(env.REST_URL).toBe(`${run.apiUrl}/rest/v1`);
    expect(env.DB_URL).toBe(run.dbUrl);
    expect(env.PUBLISHABLE_KEY).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(env.SECRET_KEY).toBe('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz');
    expect(env.JWT_SECRET).toBe('super-secret-jwt-token-with-at-least-32-characters-long');
    expect(await status(workdir, data)).toMatch(/^local-supabase is running \(pid \d+/);

    await sql(run.dbUrl, "insert into public.notes (body) values ('antes de SIGTERM')");
    expect(await stopCli(run, 'SIGTERM')).toBe(0);
    expect(await status(workdir, data)).toMatch(/^local-supabase is not running/);
    const stopped = parseEnv(await status(workdir, data, '-o', 'env'));
    expect(stopped.API_URL).toBe('http://127.0.0.1:0');
    expect(Object.keys(stopped)).toEqual(STATUS_NAMES);
  });

  it('a restart keeps the data, does not re-seed, and a second server on the same data dir is refused', async () => {
    const run = await startCli(workdir, data);
    running.push(run);
    expect(run.stderr()).not.toMatch(/Seeding|Applying migration/);
    expect(await sql(run.dbUrl, 'select body from public.notes order by id')).toEqual([{ body: 'semilla' }, { body: 'antes de SIGTERM' }]);
    const second = runCli(['start', '--port', '0', '--db-port', '0', '--mail-port', '0', '--data', data, '--workdir', workdir]);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/in use by another local-supabase \(pid \d+\)/);
    expect(second.stdout()).toBe('');
    expect(await stopCli(run)).toBe(0);
  });

  it('db reset wipes the data and re-applies migrations and seed', async () => {
    const r = runCli(['db', 'reset', '--workdir', workdir, '--data', data]);
    expect(await r.exited).toBe(0);
    expect(r.stderr()).toContain('Applying migration 20240101000000_notes.sql...');
    const run = await startCli(workdir, data);
    running.push(run);
    expect(await sql(run.dbUrl, 'select body from public.notes order by id')).toEqual([{ body: 'semilla' }]);
    const refused = runCli(['db', 'reset', '--workdir', workdir, '--data', data]);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toMatch(/is running \(pid \d+\); stop it/);
    expect(await stopCli(run)).toBe(0);
  });
});

describe('crash safety', () => {
  const workdir = makeWorkdir({ 'migrations/20240101000000_t.sql': 'create table public.t (id bigint generated always as identity primary key, v text);\n' });
  const data = mkdtempSync(path.join(tmpdir(), 'ls-crash-'));

  it('a row acknowledged to a client survives kill -9, and the restart recovers instead of hanging', async () => {
    const run = await startCli(workdir, data);
    running.push(run);
    for (let i = 0; i < 20; i++) await sql(run.dbUrl, 'insert into public.t (v) values ($1)', [`fila ${i}`]);
    const last = await sql<{ id: string }>(run.dbUrl, "insert into public.t (v) values ('la última') returning id");
    run.child.kill('SIGKILL');
    await run.exited;
    expect(existsSync(path.join(data, 'local-supabase.pid'))).toBe(true); // left behind by the killed process

    // Ready within 10 s of the spawn (startCli rejects otherwise, with the process's stderr).
    const t0 = Date.now();
    const again = await startCli(workdir, data, 10_000);
    running.push(again);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(again.stderr()).toMatch(/did not shut down cleanly; recovering/);
    expect(await sql(again.dbUrl, 'select count(*)::int as n, max(id)::text as last from public.t')).toEqual([{ n: 21, last: last[0].id }]);
    again.child.kill('SIGKILL');
    await again.exited;
  });

  it('a data dir whose lock names a live foreign process is refused with an explanation', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ls-lock-'));
    writeFileSync(path.join(dir, 'local-supabase.pid'), String(process.pid)); // this test runner: alive, Node
    const r = runCli(['start', '--port', '0', '--db-port', '0', '--mail-port', '0', '--data', dir, '--workdir', workdir]);
    expect(await r.exited).toBe(1);
    expect(r.stderr()).toContain(`in use by another local-supabase (pid ${process.pid})`);
    expect(readFileSync(path.join(dir, 'local-supabase.pid'), 'utf8')).toBe(String(process.pid));
  });

  it('a start killed while opening a crashed data dir does not make the next start hang', async () => {
    for (const delayMs of [1200, 2500]) {
      const victim = runCli(['start', '--port', '0', '--db-port', '0', '--mail-port', '0', '--data', data, '--workdir', workdir]);
      running.push(victim);
      await new Promise((r) => setTimeout(r, delayMs));
      victim.child.kill('SIGKILL');
      await victim.exited;
    }
    const again = await startCli(workdir, data, 90_000);
    running.push(again);
    expect(await sql(again.dbUrl, 'select count(*)::int as n from public.t')).toEqual([{ n: 21 }]);
    expect(await stopCli(again)).toBe(0);
  }, 180_000);

  it('an open that cannot finish in time fails with an explanation instead of hanging', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOCAL_SUPABASE_OPEN_TIMEOUT_MS: '1' };
    delete env.DATABASE_URL;
    const t0 = Date.now();
    const r = runCli(['start', '--port', '0', '--db-port', '0', '--mail-port', '0', '--data', data, '--workdir', workdir], { env });
    expect(await r.exited).toBe(1);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(r.stderr()).toContain(`could not open the database in ${data} within 0.001 s`);
    expect(r.stderr()).toContain('npm run stack -- db reset');
    expect(r.stdout()).toBe('');
  });
});
