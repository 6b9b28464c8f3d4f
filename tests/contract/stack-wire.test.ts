// The Postgres wire protocol of the embedded engine (what psql/pg_prove use): queries work, and no client's session state leaks into another client or into local-supabase's own queries.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import { makeWorkdir, waitFor } from './stack-process.js';

// Spawned servers and PGlite opens are slow on a loaded 2-core machine; these are not timing assertions.
vi.setConfig({ testTimeout: 180_000 });

// The wire protocol is served for the embedded engine only: this file always runs on PGlite.
const savedUrl = process.env.DATABASE_URL;
let stack: StackHandle;
const clients: pg.Client[] = [];

async function client(): Promise<pg.Client> {
  const c = new pg.Client(stack.dbUrl);
  await c.connect();
  clients.push(c);
  return c;
}

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  stack = await startStack({
    workdir: makeWorkdir({
      'migrations/20240101000000_w.sql': `create table public.w (id int primary key, v text);
alter table public.w enable row level security;
create policy "anon reads nothing" on public.w for select to anon using (false);
insert into public.w values (1, 'uno');`,
    }),
    data: 'memory',
    port: 0,
    dbPort: 0,
    mailPort: 0,
    serveMail: false,
  });
});

afterAll(async () => {
  for (const c of clients) await c.end().catch(() => undefined);
  await stack?.stop();
  if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
});

describe('wire protocol on the DB port', () => {
  it('answers simple and extended queries', async () => {
    expect(stack.dbUrl).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres$/);
    const c = await client();
    expect((await c.query('select v from public.w where id = $1', [1])).rows).toEqual([{ v: 'uno' }]);
    const multi = (await c.query('select 1 as a; select 2 as b')) as unknown as pg.QueryResult[];
    expect(multi.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    await expect(c.query('select * from public.nope')).rejects.toMatchObject({ code: '42P01' });
    expect((await c.query('select 3 as n')).rows).toEqual([{ n: 3 }]); // the session recovered from the error
  });

  it("one client's SET ROLE / search_path / settings stay with that client", async () => {
    const a = await client();
    const b = await client();
    await a.query('set role anon');
    await a.query('set search_path = pg_catalog');
    await a.query("set statement_timeout = '1234ms'");
    const seenByB = (await b.query(`select current_user as u, current_setting('search_path') as sp, current_setting('statement_timeout') as st`)).rows[0];
    expect(seenByB).toEqual({ u: 'postgres', sp: '"$user", public, extensions', st: '0' });
    const api = (await stack.db.query(`select current_user as u, current_setting('search_path') as sp`)).rows[0];
    expect(api).toEqual({ u: 'postgres', sp: '"$user", public, extensions' });
    const seenByA = (await a.query(`select current_user as u, current_setting('search_path') as sp, current_setting('statement_timeout') as st`)).rows[0];
    expect(seenByA).toEqual({ u: 'anon', sp: 'pg_catalog', st: '1234ms' });
    expect((await a.query('select count(*)::int as n from public.w')).rows).toEqual([{ n: 0 }]); // RLS applies to anon
    await a.query('reset role');
    expect((await a.query('select count(*)::int as n from public.w')).rows).toEqual([{ n: 1 }]);
  });

  it("an open transaction is the client's alone: others (and local-supabase) wait, then see only committed data", async () => {
    const a = await client();
    const b = await client();
    await a.query('begin');
    await a.query("insert into public.w values (2, 'dos')");
    let bDone = false;
    let apiDone = false;
    const bRead = b.query('select count(*)::int as n from public.w').then((r) => ((bDone = true), r.rows[0].n as number));
    const apiRead = stack.db.query<{ n: number }>('select count(*)::int as n from public.w').then((r) => ((apiDone = true), r.rows[0].n));
    await new Promise((r) => setTimeout(r, 300));
    expect([bDone, apiDone]).toEqual([false, false]);
    await a.query('rollback');
    expect(await bRead).toBe(1);
    expect(await apiRead).toBe(1);
  });

  it('a client that disconnects inside a transaction is rolled back and releases the session', async () => {
    const a = await client();
    await a.query('begin');
    await a.query("insert into public.w values (3, 'tres')");
    await a.query('set local role anon');
    await a.end();
    const n = await waitFor(async () => (await stack.db.query<{ n: number }>('select count(*)::int as n from public.w')).rows[0].n, 5000, 'release');
    expect(n).toBe(1);
    expect((await stack.db.query(`select current_user as u`)).rows[0]).toEqual({ u: 'postgres' });
  });

  it('signs in only the configured user with the configured password (postgres / postgres)', async () => {
    const url = new URL(stack.dbUrl);
    const attempt = async (user: string, password: string) => {
      const c = new pg.Client({ host: url.hostname, port: Number(url.port), database: 'postgres', user, password });
      try {
        await c.connect();
        return (await c.query('select current_user as u')).rows[0].u as string;
      } catch (e) {
        return (e as { code?: string }).code;
      } finally {
        await c.end().catch(() => undefined);
      }
    };
    expect(await attempt('postgres', 'wrong')).toBe('28P01');
    expect(await attempt('anon', 'postgres')).toBe('28P01');
    expect(await attempt('supabase_admin', '')).toBe('28P01');
    expect(await attempt('postgres', 'postgres')).toBe('postgres');
  });

  it('refuses COPY … PROGRAM (PGlite would hang) with an error, and the session goes on', async () => {
    const c = await client();
    await expect(c.query(`copy (select 1) to program 'cat'`)).rejects.toMatchObject({ code: '0A000' });
    await expect(c.query({ text: `copy public.w from program 'echo 9,x'`, values: [] })).rejects.toMatchObject({ code: '0A000' });
    await expect(c.query({ name: 'p1', text: `COPY public.w TO PROGRAM $$cat$$` })).rejects.toMatchObject({ code: '0A000' });
    expect((await c.query('select count(*)::int as n from public.w')).rows).toEqual([{ n: 1 }]);
  });

  it('refuses COPY … PROGRAM hidden by comments, escape strings or dynamic SQL', async () => {
    const c = await client();
    for (const sql of [
      `copy (select 1) to/**/program 'cat'`,
      `copy (select 1) to -- note\n program 'cat'`,
      `copy (select 1) to /* a /* nested */ b */ program 'cat'`,
      `do $$ begin execute 'copy (select 1) to program ''cat'''; end $$`,
      `do $x$ begin execute format($f$copy (select 1) to program %L$f$, 'cat'); end $x$`,
      `do $$ begin execute E'copy (select 1) to \\x70rogram ''cat'''; end $$`,
    ]) {
      await expect(c.query(sql), sql).rejects.toMatchObject({ code: '0A000' });
    }
    expect((await c.query('select count(*)::int as n from public.w')).rows).toEqual([{ n: 1 }]);
  });

  it('drops a client idle inside a transaction once the API waits for the database', async () => {
    const idle = await client();
    const dropped = new Promise<unknown>((resolve) => idle.on('error', resolve));
    await idle.query('begin');
    await idle.query("insert into public.w values (4, 'cuatro')");
    const t0 = Date.now();
    const n = (await stack.db.query<{ n: number }>('select count(*)::int as n from public.w')).rows[0].n;
    expect(n).toBe(1); // the idle client's insert was rolled back
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(await dropped).toMatchObject({ code: '25P03' });
  });

  it('NOTIFY raised by a wire client reaches local-supabase listeners', async () => {
    const got: string[] = [];
    const unlisten = await stack.db.listen('stack_wire_test', (p) => got.push(p));
    const a = await client();
    await a.query(`select pg_notify('stack_wire_test', 'hola')`);
    await waitFor(async () => got.length > 0, 5000, 'notification');
    expect(got).toEqual(['hola']);
    await unlisten();
  });

  it('pg_prove runs a pgTAP file through the DB port', async () => {
    const c = await client();
    await c.query('create extension if not exists pgtap');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ls-tap-')), 'w.test.sql');
    writeFileSync(file, `begin;\nselect plan(2);\nselect has_table('public', 'w', 'w existe');\nselect is((select v from public.w where id = 1), 'uno', 'la fila 1 es uno');\nselect * from finish();\nrollback;\n`);
    const out = await new Promise<string>((resolve, reject) =>
      execFile('pg_prove', ['-d', stack.dbUrl, file], (e, stdout, stderr) => (e ? reject(new Error(`${e.message}\n${stdout}\n${stderr}`)) : resolve(stdout))),
    );
    expect(out).toMatch(/All tests successful/);
    expect(out).toMatch(/Tests=2/);
  });
});
