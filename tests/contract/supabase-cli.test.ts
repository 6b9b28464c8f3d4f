// The real Supabase CLI (npm package `supabase`, pinned) on this project: it accepts our config.toml without warnings,
// pushes every migration and the seed through local-supabase's Postgres port (PGlite, or Postgres with DATABASE_URL),
// lists them as applied, and local-supabase then serves the app's REST and auth on that database.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import { freshPostgresDatabase, makeWorkdir, waitFor } from './stack-process.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const CLI = path.join(ROOT, 'node_modules/.bin/supabase');
const MIGRATIONS = readdirSync(path.join(ROOT, 'supabase/migrations')).filter((f) => f.endsWith('.sql')).map((f) => f.slice(0, 14));
const usePostgres = Boolean(process.env.DATABASE_URL);

interface CliResult {
  status: number | null;
  out: string;
  err: string;
}

/**
 * Runs the CLI from the project root (our supabase/ folder); answers its exit code and both streams. Asynchronous:
 * the stack it talks to runs in this process and must keep serving meanwhile.
 */
function cli(args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(CLI, args, { cwd: ROOT, env: { ...process.env, SUPABASE_YES: '1', DO_NOT_TRACK: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const result: CliResult = { status: null, out: '', err: '' };
    child.stdout.on('data', (d) => (result.out += d));
    child.stderr.on('data', (d) => (result.err += d));
    child.on('error', reject);
    child.on('exit', (status) => resolve({ ...result, status }));
  });
}

let stack: StackHandle;
/** Loopback serves no TLS; CLI 2.x tries TLS first on any port but the default 54322, so the URL says so. */
const dbUrl = () => `${stack.dbUrl}${stack.dbUrl.includes('?') ? '&' : '?'}sslmode=disable`;
let dropDb: (() => Promise<void>) | undefined;
let pushed: CliResult;

beforeAll(async () => {
  let databaseUrl: string | undefined;
  if (usePostgres) ({ url: databaseUrl, drop: dropDb } = await freshPostgresDatabase(process.env.DATABASE_URL!));
  // An empty supabase/ folder: local-supabase starts with no migrations and no seed; the CLI brings them.
  const empty = makeWorkdir({}, []);
  stack = await startStack({ workdir: empty, data: 'memory', databaseUrl, port: 0, dbPort: 0, mailPort: 0, serveMail: false, runCron: false });
  pushed = await cli(['db', 'push', '--db-url', dbUrl(), '--include-seed', '--yes']);
  // Print the CLI's own output: the closing note quotes it.
  console.log(`supabase db push (${usePostgres ? 'Postgres' : 'PGlite'}), exit ${pushed.status}\n${pushed.out}${pushed.err}`);
});

afterAll(async () => {
  await stack?.stop();
  await dropDb?.();
});

describe(`the Supabase CLI ${usePostgres ? 'on Postgres' : 'on PGlite'}`, () => {
  it('reads supabase/config.toml without errors or warnings', async () => {
    const r = await cli(['migration', 'list', '--db-url', dbUrl()]);
    expect(r.status, r.err).toBe(0);
    expect(r.err).not.toMatch(/WARN|no longer supported|unknown/i);
  });

  it('pushes every migration and the seed', () => {
    expect(pushed.status, pushed.err).toBe(0);
    for (const version of MIGRATIONS) expect(pushed.out + pushed.err).toContain(version);
    expect(pushed.out + pushed.err).toMatch(/seed/i);
  });

  it('lists every migration as applied on the database', async () => {
    const r = await cli(['migration', 'list', '--db-url', dbUrl(), '--output-format', 'json']);
    expect(r.status, r.err).toBe(0);
    const rows = (JSON.parse(r.out) as { migrations: { local: string; remote: string }[] }).migrations;
    expect(rows.map((m) => m.local)).toEqual(MIGRATIONS);
    expect(rows.map((m) => m.remote)).toEqual(MIGRATIONS);
  });

  it('local-supabase serves the app on that database: sign-in as a seeded member, RLS reads and an RPC', async () => {
    // A schema change made by someone else is picked up the way PostgREST picks it up.
    await stack.db.query(`notify pgrst, 'reload schema'`);
    const client = createClient(stack.apiUrl, stack.config.keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const communities = await waitFor(async () => (await client.from('communities').select('id, name').order('id')).data?.length ?? 0, 30_000, 'communities served');
    expect(communities).toBeGreaterThanOrEqual(8);
    const signIn = await client.auth.signInWithPassword({ email: 'demo@nexo.dev', password: 'nexo1234' });
    expect(signIn.error).toBeNull();
    const mine = await client.from('memberships').select('community_id').order('community_id');
    expect(mine.error).toBeNull();
    expect(mine.data!.map((m) => m.community_id)).toEqual(expect.arrayContaining([1, 3]));
    const feed = await client.rpc('feed_posts', { tab: 'recent', max_results: 5 });
    expect(feed.error).toBeNull();
    expect(feed.data).toHaveLength(5);
  });
});
