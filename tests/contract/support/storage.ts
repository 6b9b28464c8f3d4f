// Storage contract-test support: a stack whose fixture buckets and policies mirror a typical project, and clients per actor.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../../local-supabase/keys/jwt.js';
import { startTestStack, type TestStack } from './stack.js';
import type { StartOptions } from '../../../local-supabase/stack.js';

/**
 * Fixture: 'pub' (public, any type, no limit), 'priv' (private, text/*, png or octet-stream, ≤ 64 KB); policies let a
 * member read and write only under '<uid>/' of 'priv' and 'pub', anyone read 'pub'. The storage schema is not wiped by
 * the stack on real Postgres, so the fixture empties it first.
 */
export const STORAGE_FIXTURE_SQL = `
delete from storage.objects;
delete from storage.buckets;
do $$ declare p record; begin
  for p in select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' loop
    execute format('drop policy %I on storage.objects', p.policyname);
  end loop;
end $$;
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('pub', 'pub', true, null, null),
  ('priv', 'priv', false, 65536, array['text/*', 'image/png', 'application/octet-stream']);
create policy "Anyone reads pub" on storage.objects for select to anon, authenticated using (bucket_id = 'pub');
create policy "Members read their folder" on storage.objects for select to authenticated
  using (bucket_id = 'priv' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "Members write their folder" on storage.objects for insert to authenticated
  with check (bucket_id in ('pub', 'priv') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "Members update their folder" on storage.objects for update to authenticated
  using (bucket_id in ('pub', 'priv') and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id in ('pub', 'priv') and (storage.foldername(name))[1] = auth.uid()::text);
create policy "Members delete their folder" on storage.objects for delete to authenticated
  using (bucket_id in ('pub', 'priv') and (storage.foldername(name))[1] = auth.uid()::text);
`;

export interface StorageStack extends TestStack {
  /** A member: a uuid and a supabase-js client whose requests carry that member's token. */
  member(): Promise<{ id: string; token: string; client: SupabaseClient<any, 'public', any> }>;
  anon(): SupabaseClient<any, 'public', any>;
  /** Row count of storage.objects for a bucket (as the server sees it). */
  countObjects(bucket: string): Promise<number>;
}

export async function startStorageStack(opts: StartOptions = {}): Promise<StorageStack> {
  const stack = await startTestStack({ serveDb: false, serveMail: false, runCron: false, ...opts, fixtureSql: STORAGE_FIXTURE_SQL + (opts.fixtureSql ?? '') });
  const withToken = (token: string) =>
    createClient(stack.apiUrl, stack.config.keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as any },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
  return {
    ...stack,
    async member() {
      const id = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const token = await signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }, stack.deps.jwtKeys);
      return { id, token, client: withToken(token) };
    },
    anon: () => stack.client(),
    async countObjects(bucket) {
      const r = await stack.db.query<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1', [bucket]);
      return r.rows[0]!.n;
    },
  };
}

/** A raw request to /storage/v1 (for what supabase-js cannot send: raw paths, tampered tokens, partial bodies). */
export async function rawStorage(stack: TestStack, method: string, path: string, init: { headers?: Record<string, string>; body?: BodyInit; token?: string } = {}) {
  const headers: Record<string, string> = { apikey: stack.config.keys.publishableKey, ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${stack.apiUrl}/storage/v1${path}`, { method, headers, body: init.body });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, text, json };
}
