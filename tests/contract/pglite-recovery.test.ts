// The embedded database recovers by itself: a statement past the limit (the role's statement_timeout, capped) is
// cancelled (PGlite has no statement_timeout) by restarting its thread, other requests are served again at once, and
// what was committed is still there; a broken backend (ERRORDATA_STACK_SIZE) is restarted, a user's text never is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import type { PgliteThreadDatabase } from '../../local-supabase/db/pglite-thread/client.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { signJwt } from '../../local-supabase/keys/jwt.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const savedUrl = process.env.DATABASE_URL;
const savedLimit = process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS;
const dir = mkdtempSync(path.join(tmpdir(), 'nexo-recovery-'));
let stack: StackHandle;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = '1500';
  stack = await startStack({
    data: path.join(dir, 'data'),
    migrate: false,
    port: 0,
    dbPort: 0,
    mailPort: 0,
    serveMail: false,
    runCron: false,
    workdir: new URL('../..', import.meta.url).pathname,
    fixtureSql: `create table if not exists public.kept (id int primary key, v text);
grant select on public.kept to anon;
insert into public.kept values (1, 'antes') on conflict do nothing;
create or replace function public.forever() returns int language sql as $$ select 1 from pg_sleep(600) $$;
grant execute on function public.forever() to anon;
create or replace function public.nap(seconds float) returns int language sql as $$ select 1 from pg_sleep(seconds) $$;
grant execute on function public.nap(float) to anon, authenticated;
create or replace function public.broken_backend() returns int language plpgsql as $$
begin raise exception 'ERRORDATA_STACK_SIZE exceeded' using errcode = 'XX000'; end $$;
grant execute on function public.broken_backend() to anon;
create table if not exists public.communities (id int primary key);
create table if not exists public.posts (id int primary key, community_id int references public.communities);
grant select on public.communities, public.posts to anon;
insert into public.communities values (1) on conflict do nothing;
insert into public.posts select g, 1 from generate_series(1, 300) g on conflict do nothing;`,
  });
  await stack.deps.reloadSchema();
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
  if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
  if (savedLimit === undefined) delete process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS;
  else process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = savedLimit;
});

const rest = (p: string, init: RequestInit = {}) =>
  fetch(`${stack.apiUrl}/rest/v1${p}`, { ...init, headers: { apikey: DEFAULT_KEYS.publishableKey, 'Content-Type': 'application/json', ...init.headers } });

describe('the embedded database recovers by itself', () => {
  it('cancels a statement past the limit (57014), serves the others again and keeps committed data', async () => {
    const t0 = Date.now();
    const slow = rest('/rpc/forever', { method: 'POST', body: '{}' });
    // Queued behind the endless statement: fails with the restart (or runs after it), never waits for ten minutes.
    await new Promise((r) => setTimeout(r, 300));
    const behind = rest('/kept?select=v');
    const res = await slow;
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(Date.now() - t0).toBeLessThan(30_000);
    expect([200, 503]).toContain((await behind).status);
    const after = await rest('/kept?select=v');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([{ v: 'antes' }]);
    expect((stack.db as PgliteThreadDatabase).restarts).toBe(1);
  });

  it('fails only the cancelled request: other clients queued behind it are served after the restart', async () => {
    await stack.db.exec('grant select on public.kept to authenticated');
    const restarts = (stack.db as PgliteThreadDatabase).restarts;
    const exp = Math.floor(Date.now() / 1000) + 600;
    const members = await Promise.all(['a', 'b', 'c'].map((k) => signJwt({ sub: `00000000-0000-4000-8000-00000000000${k}`, role: 'authenticated', aud: 'authenticated', exp }, stack.deps.jwtKeys)));
    const slow = rest('/rpc/forever', { method: 'POST', body: '{}' });
    await new Promise((r) => setTimeout(r, 300));
    const behind = members.map((token) => rest('/kept?select=v', { headers: { Authorization: `Bearer ${token}` } }));
    expect((await slow).status).toBe(500);
    for (const res of await Promise.all(behind)) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ v: 'antes' }]);
    }
    expect((stack.db as PgliteThreadDatabase).restarts).toBe(restarts + 1);
  });

  it('writes after the restart are kept as before', async () => {
    const w = await fetch(`${stack.apiUrl}/rest/v1/kept`, {
      method: 'POST',
      headers: { apikey: DEFAULT_KEYS.secretKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ id: 2, v: 'después' }),
    });
    expect(w.status).toBe(201);
    expect((await stack.db.query<{ n: number }>('select count(*)::int as n from public.kept')).rows[0].n).toBe(2);
  });

  it("cancels the issue's anonymous GET with five nested embeds and serves the next request right after", async () => {
    const db = stack.db as PgliteThreadDatabase;
    const before = db.restarts;
    // 300 posts of one community: 300 × 300 × 300 leaves, many seconds of work for PGlite, and enough memory to take
    // its thread down after a second or so: a short limit cancels it well before that, every time.
    process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = '300';
    const t0 = Date.now();
    const res = await rest('/posts?select=id,communities(id,posts(id,communities(id,posts(id))))').finally(() => {
      process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = '1500';
    });
    const cancelledAt = Date.now();
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: '57014' });
    expect(cancelledAt - t0).toBeLessThan(10_000);
    const next = await rest('/kept?select=v&id=eq.1');
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual([{ v: 'antes' }]);
    // Right after: the time to reopen the data dir, not the length of the cancelled statement.
    expect(Date.now() - cancelledAt).toBeLessThan(10_000);
    expect(db.restarts).toBe(before + 1);
  });

  it("follows the role's statement_timeout (anon 3 s, authenticated 8 s) below the process limit", async () => {
    process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = '20000';
    try {
      const t0 = Date.now();
      const anon = await rest('/rpc/nap', { method: 'POST', body: '{"seconds": 5}' });
      const took = Date.now() - t0;
      expect(anon.status).toBe(500);
      expect(await anon.json()).toMatchObject({ code: '57014' });
      expect(took).toBeGreaterThanOrEqual(2900);
      expect(took).toBeLessThan(4900);
      const now = Math.floor(Date.now() / 1000);
      const member = await signJwt({ sub: '00000000-0000-4000-8000-00000000beef', role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 }, stack.deps.jwtKeys);
      const longer = await rest('/rpc/nap', { method: 'POST', body: '{"seconds": 4}', headers: { Authorization: `Bearer ${member}` } });
      expect(longer.status).toBe(200);
    } finally {
      process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = '1500';
    }
  });

  it('restarts a backend whose error stack overflowed, but not for a user text that quotes that error', async () => {
    const db = stack.db as PgliteThreadDatabase;
    const before = db.restarts;
    const quoted = await rest(`/kept?id=eq.${encodeURIComponent('ERRORDATA_STACK_SIZE exceeded')}`);
    expect(quoted.status).toBe(400);
    expect(await quoted.json()).toMatchObject({ code: '22P02' });
    expect(db.restarts).toBe(before);

    const broken = await rest('/rpc/broken_backend', { method: 'POST', body: '{}' });
    expect(broken.status).toBe(500);
    const next = await rest('/kept?select=v&id=eq.1');
    expect(next.status).toBe(200);
    expect(db.restarts).toBe(before + 1);
  });
});
