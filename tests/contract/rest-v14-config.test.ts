// PostgREST v14 parity, in-database configuration: pgrst.* settings of the authenticator role and a pgrst.db_pre_config
// function (db_max_rows, db_extra_search_path, db_aggregates_enabled, db_tx_end), reloaded by NOTIFY; config.toml keys win.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { call, startV14Stack } from './support/rest-v14.js';

const role = (setting: string, value: string | null) =>
  `do $$ begin execute format('alter role authenticator in database %I ${value === null ? `reset ${setting}` : `set ${setting} = %L`}', current_database()${value === null ? '' : `, '${value}'`}); end $$;`;

const SETTINGS = `
create schema if not exists extra_stuff;
grant usage on schema extra_stuff to anon, authenticated, service_role;
create or replace function extra_stuff.shout(t text) returns text language sql immutable as $$ select upper(t) || '!' $$;
create function public.shout_unqualified(t text) returns text language plpgsql stable as $$ begin return shout(t); end $$;
create function public.pre_config() returns void language sql as $$
  select set_config('pgrst.db_aggregates_enabled', 'true', true), set_config('pgrst.db_max_rows', '3', true);
$$;
analyze public.films;
${role('pgrst.db_max_rows', '2')}
${role('pgrst.db_extra_search_path', 'public, extra_stuff')}
${role('pgrst.db_pre_config', 'public.pre_config')}
`;
const RESET = ['db_max_rows', 'db_extra_search_path', 'db_pre_config', 'db_tx_end'].map((k) => role(`pgrst.${k}`, null)).join('\n') + "\nnotify pgrst, 'reload config';";

let stack: TestStack | undefined;
let workdir: string;
beforeAll(async () => {
  // A project whose config.toml leaves max_rows and extra_search_path to the database, as a bare PostgREST would.
  workdir = mkdtempSync(path.join(tmpdir(), 'rest-config-'));
  mkdirSync(path.join(workdir, 'supabase'));
  writeFileSync(path.join(workdir, 'supabase', 'config.toml'), 'project_id = "config-test"\n\n[api]\nenabled = true\nschemas = ["public"]\n');
  stack = await startV14Stack({ workdir, extraSql: SETTINGS });
});
afterAll(async () => {
  await stack?.db.exec(RESET).catch(() => undefined);
  await stack?.stop();
  rmSync(workdir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the setting never took effect');
}

describe('in-database configuration', () => {
  it('db_max_rows from the role (it wins over what db_pre_config sets) caps reads', async () => {
    const r = await call(stack!, 'GET', '/films?select=id&order=id', { headers: { Prefer: 'count=exact' } });
    expect({ status: r.status, contentRange: r.contentRange, body: r.body }).toEqual({ status: 206, contentRange: '0-1/4', body: [{ id: 1 }, { id: 2 }] });
  });

  it('count=estimated past max-rows takes the larger of the capped exact count and the planner’s estimate', async () => {
    const r = await call(stack!, 'GET', '/films?select=id&order=id', { headers: { Prefer: 'count=estimated' } });
    expect({ status: r.status, contentRange: r.contentRange }).toEqual({ status: 206, contentRange: '0-1/4' });
  });

  it('db_extra_search_path lets functions call unqualified objects of that schema', async () => {
    const { data, error } = await stack!.client().rpc('shout_unqualified', { t: 'hola' });
    expect(error).toBeNull();
    expect(data).toBe('HOLA!');
  });

  it('db_pre_config sets what the role does not (here db_aggregates_enabled)', async () => {
    expect((await call(stack!, 'GET', '/films?select=count()')).body).toEqual([{ count: 4 }]);
  });

  it('db_tx_end = rollback-allow-override: writes are undone unless Prefer: tx=commit', async () => {
    await stack!.db.exec(role('pgrst.db_tx_end', 'rollback-allow-override') + "\nnotify pgrst, 'reload config';");
    await until(async () => (await call(stack!, 'POST', '/tags', { headers: { Prefer: 'tx=commit' }, body: '{"id": 50}' })).status === 201 &&
      (await stack!.db.query('select 1 from public.tags where id = 50')).rows.length === 1);
    const dry = await call(stack!, 'POST', '/tags', { headers: { Prefer: 'return=representation' }, body: '{"id": 51, "label": "x"}' });
    expect({ status: dry.status, body: dry.body }).toEqual({ status: 201, body: [{ id: 51, label: 'x' }] });
    expect((await stack!.db.query('select id from public.tags where id = 51')).rows).toEqual([]);
    const kept = await call(stack!, 'POST', '/tags', { headers: { Prefer: 'tx=commit' }, body: '{"id": 52}' });
    expect(kept.headers.get('preference-applied')).toBe('tx=commit');
    expect((await stack!.db.query('select id from public.tags where id = 52')).rows).toEqual([{ id: 52 }]);
  });

  it('db_tx_end = commit (the default): Prefer: tx=rollback is ignored and not echoed', async () => {
    await stack!.db.exec(role('pgrst.db_tx_end', null) + "\nnotify pgrst, 'reload config';");
    await until(async () => (await call(stack!, 'POST', '/tags', { headers: { Prefer: 'tx=rollback' }, body: '{"id": 60}' })).headers.get('preference-applied') === null);
    expect((await stack!.db.query('select id from public.tags where id = 60')).rows).toEqual([{ id: 60 }]);
  });
});

describe('config.toml precedence', () => {
  it('max_rows and extra_search_path set in config.toml win over the database settings', async () => {
    await stack?.stop();
    stack = await startV14Stack({ extraSql: SETTINGS });
    const r = await call(stack, 'GET', '/films?select=id');
    expect((r.body as unknown[]).length).toBe(4);
    expect((await stack.client().rpc('shout_unqualified', { t: 'x' })).error?.code).toBe('42883');
  });
});
