// Migrations (tracked, in order, not re-applied), seed only on a fresh database, failing files named with line:column, pg_cron jobs run — on PGlite and with DATABASE_URL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import { startCron } from '../../local-supabase/cron/runner.js';
import { embeddedEnv, freshPostgresDatabase, makeWorkdir, runCli, waitFor, writeMigration } from './stack-process.js';

// Spawned servers and PGlite opens are slow on a loaded 2-core machine; these are not timing assertions.
vi.setConfig({ testTimeout: 180_000 });

const usePostgres = Boolean(process.env.DATABASE_URL);
let databaseUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;
const logs: string[] = [];

/** Each start reuses the same database: a data dir on PGlite, a dedicated database on Postgres. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'ls-migrate-data-'));

function start(workdir: string): Promise<StackHandle> {
  return startStack({ workdir, data: path.join(dataDir, path.basename(workdir)), databaseUrl, port: 0, dbPort: 0, mailPort: 0, serveDb: false, serveMail: false, log: (l) => logs.push(l) });
}

beforeAll(async () => {
  if (usePostgres) ({ url: databaseUrl, drop: dropDb } = await freshPostgresDatabase(process.env.DATABASE_URL!));
});
afterAll(async () => {
  await dropDb?.();
});

describe(`migrations and seed (${usePostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const workdir = makeWorkdir({
    'migrations/20240101000000_items.sql': `-- first\ncreate table public.items (id bigint generated always as identity primary key, name text not null);\n`,
    'migrations/20240102000000_more.sql': `alter table public.items add column note text;\ncreate function public.item_count() returns bigint language sql as $$ select count(*) from public.items; $$;\n`,
    'migrations/README.md': 'not a migration',
    'seed.sql': `insert into public.items (name) values ('semilla');`,
  }, ['seed.sql', 'missing-seed.sql']);

  it('applies every migration in order on a fresh database, records them, and seeds', async () => {
    logs.length = 0;
    const stack = await start(workdir);
    try {
      const rows = (await stack.db.query<{ version: string; name: string; statements: string }>(`select version, name, array_length(statements, 1) as statements from supabase_migrations.schema_migrations order by version`)).rows;
      expect(rows).toEqual([
        { version: '20240101000000', name: 'items', statements: 1 },
        { version: '20240102000000', name: 'more', statements: 2 },
      ]);
      expect((await stack.db.query(`select name, note from public.items`)).rows).toEqual([{ name: 'semilla', note: null }]);
      expect(logs).toContain('Applying migration 20240101000000_items.sql...');
      expect(logs.some((l) => l.startsWith('Skipping seed file') && l.includes('missing-seed.sql'))).toBe(true);
    } finally {
      await stack.stop();
    }
  });

  it('does not re-apply migrations or re-seed on the next start, and applies only new files', async () => {
    writeMigration(workdir, '20240103000000_third.sql', `insert into public.items (name) values ('from migration 3');`);
    logs.length = 0;
    const stack = await start(workdir);
    try {
      expect(logs.filter((l) => l.startsWith('Applying migration'))).toEqual(['Applying migration 20240103000000_third.sql...']);
      expect(logs.some((l) => l.startsWith('Seeding'))).toBe(false);
      expect((await stack.db.query(`select name from public.items order by id`)).rows).toEqual([{ name: 'semilla' }, { name: 'from migration 3' }]);
    } finally {
      await stack.stop();
    }
  });
});

describe('a failing migration stops start-up', () => {
  it('names the file, line:column and the Postgres error; earlier migrations stay applied, the failing one is not recorded', async () => {
    const workdir = makeWorkdir({
      'migrations/20240101000000_ok.sql': `create table public.ok_table (id int);\n`,
      'migrations/20240102000000_bad.sql': `create table public.half (id int);\n\nselect id,\n       nope\nfrom public.ok_table;\n`,
    });
    if (usePostgres) {
      await start(makeWorkdir({})).then((s) => s.db.exec('drop schema if exists supabase_migrations cascade; drop table if exists public.ok_table, public.half').finally(() => s.stop()));
    }
    const err = await start(workdir).then(
      (s) => (s.stop(), null),
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toBe('migration supabase/migrations/20240102000000_bad.sql failed at line 4, column 8: ERROR: column "nope" does not exist (SQLSTATE 42703)');
    const stack = await startStack({ workdir: makeWorkdir({}), data: path.join(dataDir, path.basename(workdir)), databaseUrl, port: 0, mailPort: 0, serveDb: false, serveMail: false, runCron: false });
    try {
      expect((await stack.db.query(`select version from supabase_migrations.schema_migrations order by version`)).rows).toEqual([{ version: '20240101000000' }]);
      expect((await stack.db.query(`select to_regclass('public.half') as half`)).rows).toEqual([{ half: null }]);
    } finally {
      await stack.stop();
    }
  });

  it('reports a runtime error without a position at the failing statement', async () => {
    const workdir = makeWorkdir({
      'migrations/20240105000000_div.sql': `create table public.div_test (id int);\ninsert into public.div_test values (1);\n  select 1 / 0;\n`,
    });
    const err = await start(workdir).then((s) => (s.stop(), null), (e: Error) => e);
    expect(err?.message).toBe('migration supabase/migrations/20240105000000_div.sql failed at line 3, column 3: ERROR: division by zero (SQLSTATE 22012)');
  });
});

describe('pg_cron-compatible jobs', () => {
  it('`create extension if not exists pg_cron` + cron.schedule run the job and record cron.job_run_details', async () => {
    const workdir = makeWorkdir({
      'migrations/20240106000000_cron.sql': `
create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_cron;
create table public.ticks (id serial primary key, who text default current_user);
select cron.schedule('tick', '1 seconds', $$insert into public.ticks default values$$);
select cron.schedule('broken', '1 seconds', $$select * from public.no_such_table$$);
select cron.schedule('every-minute', '* * * * *', $$select 1$$);
select cron.unschedule('every-minute');
`,
    });
    const stack = await start(workdir);
    try {
      const jobs = (await stack.db.query(`select jobname, schedule, command, nodename, database, username, active from cron.job order by jobid`)).rows;
      expect(jobs.map((j) => j.jobname)).toEqual(['tick', 'broken']);
      expect(jobs[0]).toMatchObject({ schedule: '1 seconds', nodename: 'localhost', active: true });
      const runs = await waitFor(async () => {
        const r = (await stack.db.query<{ jobname: string; status: string; return_message: string; ok: boolean }>(
          `select j.jobname, d.status, d.return_message, d.end_time >= d.start_time as ok
           from cron.job_run_details d join cron.job j using (jobid) where d.status <> 'running' order by d.runid`,
        )).rows;
        return r.some((x) => x.jobname === 'tick') && r.some((x) => x.jobname === 'broken') ? r : null;
      }, 15_000, 'job runs');
      expect(runs.find((r) => r.jobname === 'tick')).toMatchObject({ status: 'succeeded', return_message: 'INSERT 0 1', ok: true });
      expect(runs.find((r) => r.jobname === 'broken')).toMatchObject({ status: 'failed', ok: true });
      expect(runs.find((r) => r.jobname === 'broken')!.return_message).toContain('public.no_such_table');
      const ticks = (await stack.db.query<{ who: string }>(`select who from public.ticks`)).rows;
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks[0].who).toBe((await stack.db.query<{ u: string }>(`select current_user as u`)).rows[0].u);
      await expect(stack.db.query(`select cron.schedule('bad', 'every now and then', 'select 1')`)).rejects.toThrow(/invalid schedule/);
      await expect(stack.db.query(`select cron.unschedule('nope')`)).rejects.toThrow(/could not find valid entry for job 'nope'/);
      // A second runner on the same database (two processes sharing one Postgres) never starts a tick twice.
      await stack.db.query(`select cron.unschedule('tick')`);
      await stack.db.query(`select cron.unschedule('broken')`);
      await stack.db.query(`select cron.schedule('every-second', '* * * * * *', 'select 1')`);
      const second = await startCron(stack.db, { log: () => undefined });
      await new Promise((r) => setTimeout(r, 4500));
      await second();
      const perTick = (await stack.db.query<{ runs: number; ticks: number }>(
        `select count(*)::int as runs, count(distinct date_trunc('second', start_time))::int as ticks
         from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'every-second'`,
      )).rows[0];
      expect(perTick.runs).toBeGreaterThan(1);
      expect(perTick.runs).toBe(perTick.ticks);
    } finally {
      await stack.stop();
    }
  });
});

describe('db reset', () => {
  it('drops what migrations and seed made, then re-applies bootstrap, migrations and seed', async () => {
    const workdir = makeWorkdir({
      'migrations/20240107000000_reset.sql': `create table public.reset_me (id int primary key, v text);\ncreate extension if not exists pg_cron;\nselect cron.schedule('reset-job', '59 seconds', 'select 1');\ncreate policy "Reset keeps no stale policy" on storage.objects for select using (true);\n`,
      'seed.sql': `insert into public.reset_me values (1, 'semilla');`,
    });
    const stack = await start(workdir);
    try {
      await stack.db.exec(`insert into public.reset_me values (2, 'extra'); create table public.stray (id int);`);
    } finally {
      await stack.stop();
    }
    const env = usePostgres ? { ...process.env, DATABASE_URL: databaseUrl } : embeddedEnv();
    const r = runCli(['db', 'reset', '--workdir', workdir, '--data', path.join(dataDir, path.basename(workdir))], { env });
    expect(await r.exited).toBe(0);
    expect(r.stderr()).toContain('Applying migration 20240107000000_reset.sql...');
    expect(r.stderr()).toContain('Finished db reset.');
    const after = await start(workdir);
    try {
      expect((await after.db.query(`select id, v from public.reset_me order by id`)).rows).toEqual([{ id: 1, v: 'semilla' }]);
      expect((await after.db.query(`select to_regclass('public.stray') as t`)).rows).toEqual([{ t: null }]);
      expect((await after.db.query(`select version from supabase_migrations.schema_migrations`)).rows).toEqual([{ version: '20240107000000' }]);
      expect((await after.db.query(`select jobname from cron.job`)).rows).toEqual([{ jobname: 'reset-job' }]);
    } finally {
      await after.stop();
    }
  });
});
