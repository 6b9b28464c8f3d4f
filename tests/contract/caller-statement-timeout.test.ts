// Storage and realtime run a caller's statements under the caller role's statement_timeout, as REST does (anon 3 s,
// authenticated 8 s): a slow storage.objects policy or realtime.messages policy is cut at anon's 3 s, and the same kind
// of work lasting 4 s still succeeds for a member. PGlite gets a data dir (a cut restarts its thread); Postgres cuts it itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { KEYS, startTestStack, type TestStack } from './support/stack.js';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const FIXTURE = `
create or replace function public.nap_ok(seconds float) returns boolean language sql as $$ select true from pg_sleep(seconds) $$;
grant execute on function public.nap_ok(float) to anon, authenticated;
insert into storage.buckets (id, name, public) values ('slow', 'slow', false) on conflict do nothing;
insert into storage.objects (bucket_id, name) values ('slow', 'a.txt');
create policy "anon reads slowly" on storage.objects for select to anon using (bucket_id = 'slow' and public.nap_ok(5));
create policy "members read slowly" on storage.objects for select to authenticated using (bucket_id = 'slow' and public.nap_ok(4));
create policy "anon joins slowly" on realtime.messages for select to anon using (realtime.topic() = 'slow' and public.nap_ok(5));
create policy "members join slowly" on realtime.messages for select to authenticated using (realtime.topic() = 'slow' and public.nap_ok(4));`;

const CLEANUP = `
drop policy if exists "anon reads slowly" on storage.objects;
drop policy if exists "members read slowly" on storage.objects;
drop policy if exists "anon joins slowly" on realtime.messages;
drop policy if exists "members join slowly" on realtime.messages;
delete from storage.objects where bucket_id = 'slow';
delete from storage.buckets where id = 'slow';`;

const savedLimit = process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS;
const dir = mkdtempSync(path.join(tmpdir(), 'nexo-caller-timeout-'));
let stack: TestStack;
let member: string;

beforeAll(async () => {
  // The embedded database's own cap sits above both roles' limits, so only the role's statement_timeout can cut.
  process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = '20000';
  stack = await startTestStack({ data: path.join(dir, 'data'), serveDb: false, serveMail: false, runCron: false, fixtureSql: FIXTURE });
  const now = Math.floor(Date.now() / 1000);
  member = await signJwt({ sub: '00000000-0000-4000-8000-00000000cafe', role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 }, stack.deps.jwtKeys);
});

afterAll(async () => {
  await stack?.db.exec(CLEANUP).catch(() => undefined);
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
  if (savedLimit === undefined) delete process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS;
  else process.env.LOCAL_SUPABASE_PGLITE_STATEMENT_LIMIT_MS = savedLimit;
});

/** Milliseconds fn took, and its result. */
async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = Date.now();
  const value = await fn();
  return [Date.now() - t0, value];
}

const listSlow = (token: string) =>
  fetch(`${stack.apiUrl}/storage/v1/object/list/slow`, {
    method: 'POST',
    headers: { apikey: KEYS.publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix: '' }),
  });

/** Joins the private topic 'slow' with the token; resolves with SUBSCRIBED or the refusal's text. */
function joinSlow(token: string): Promise<string> {
  const client = createClient(stack.apiUrl, KEYS.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any, timeout: 20_000 } as any,
  });
  client.realtime.setAuth(token);
  const ch: RealtimeChannel = client.channel('slow', { config: { private: true } });
  return new Promise<string>((resolve) => {
    ch.subscribe((status, err) => {
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        resolve(status === 'SUBSCRIBED' ? status : (err?.message ?? status));
        void client.removeAllChannels();
      }
    });
  });
}

describe("a caller's statements run under the caller role's statement_timeout", () => {
  it('storage: an anonymous list is cut at 3 s, a member list of 4 s succeeds', async () => {
    const [took, res] = await timed(() => listSlow(KEYS.anonKey));
    expect(res.status).toBe(500);
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4900);
    const [memberTook, ok] = await timed(() => listSlow(member));
    expect(ok.status).toBe(200);
    expect((await ok.json()).map((o: { name: string }) => o.name)).toEqual(['a.txt']);
    expect(memberTook).toBeGreaterThanOrEqual(3900);
  });

  it('realtime: an anonymous private join is refused at 3 s, a member join of 4 s is accepted', async () => {
    const [took, refused] = await timed(() => joinSlow(KEYS.anonKey));
    expect(refused).not.toBe('SUBSCRIBED');
    expect(refused).toMatch(/statement timeout/);
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4900);
    const [memberTook, joined] = await timed(() => joinSlow(member));
    expect(joined).toBe('SUBSCRIBED');
    expect(memberTook).toBeGreaterThanOrEqual(3900);
  });
});
