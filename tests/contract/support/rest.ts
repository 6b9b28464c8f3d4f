// What the REST contract files share: a stack over fixtures/rest.sql, raw requests with the publishable key, user-token clients.
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../../local-supabase/keys/jwt.js';
import type { StartOptions } from '../../../local-supabase/stack.js';
import { KEYS, startTestStack, type TestStack } from './stack.js';

export const REST_FIXTURE_SQL = readFileSync(new URL('../fixtures/rest.sql', import.meta.url), 'utf8');

/** A stack over the REST fixture and a publishable-key client for it. */
export async function startRestStack(opts: StartOptions = {}): Promise<{ stack: TestStack; db: ReturnType<TestStack['client']> }> {
  const stack = await startTestStack({ ...opts, fixtureSql: REST_FIXTURE_SQL });
  return { stack, db: stack.client() };
}

/** fetch on /rest/v1 with the publishable key; `json` adds a JSON content type (the caller's headers win). */
export function restFetch(stack: TestStack, path: string, init: RequestInit = {}, json = false): Promise<Response> {
  const headers = { apikey: KEYS.publishableKey, ...(json ? { 'Content-Type': 'application/json' } : {}), ...(init.headers as Record<string, string>) };
  return fetch(`${stack.apiUrl}/rest/v1${path}`, { ...init, headers });
}

/** A supabase-js client carrying a signed `authenticated` token for `sub`, and any extra request headers. */
export async function userClient(stack: TestStack, sub: string, headers: Record<string, string> = {}): Promise<SupabaseClient<any, 'public', any>> {
  const token = await signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }, stack.deps.jwtKeys);
  return createClient(stack.apiUrl, KEYS.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}`, ...headers } },
    realtime: { transport: WebSocket as any },
  });
}
