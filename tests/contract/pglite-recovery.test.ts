// The embedded database recovers by itself: a statement past the limit is cancelled (PGlite has no statement_timeout)
// by restarting its thread, other requests are served again at once, and what was committed is still there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import type { PgliteThreadDatabase } from '../../local-supabase/db/pglite-thread/client.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';

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
grant execute on function public.forever() to anon;`,
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

  it('writes after the restart are kept as before', async () => {
    const w = await fetch(`${stack.apiUrl}/rest/v1/kept`, {
      method: 'POST',
      headers: { apikey: DEFAULT_KEYS.secretKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ id: 2, v: 'después' }),
    });
    expect(w.status).toBe(201);
    expect((await stack.db.query<{ n: number }>('select count(*)::int as n from public.kept')).rows[0].n).toBe(2);
  });
});
