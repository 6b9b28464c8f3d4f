// Test support: start local-supabase in-process (free ports, in-memory data, or DATABASE_URL) and make supabase-js clients.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startStack, type StackHandle, type StartOptions } from '../../../local-supabase/stack.js';
import { DEFAULT_KEYS } from '../../../local-supabase/keys/defaults.js';
import { HOOK_NAMES } from '../../../local-supabase/config-hooks.js';

export const KEYS = DEFAULT_KEYS;

/** The project's auth hooks call product functions, which these stacks do not have: off unless a test turns one on. */
export const HOOKS_OFF = Object.fromEntries(HOOK_NAMES.map((name) => [name, { enabled: false }]));

export interface TestStack extends StackHandle {
  /** A fresh supabase-js client (no persisted session) using the publishable key unless told otherwise. */
  client(key?: string): SupabaseClient<any, 'public', any>;
  /** A client with the secret key (service_role). */
  admin(): SupabaseClient<any, 'public', any>;
}

/**
 * Starts a stack for one test file. The fixture schema is owned by the tests: `fixtureSql` is applied after
 * bootstrap; the product migrations are not applied. With DATABASE_URL set, the public schema of that database is
 * wiped first so every file starts from the same state.
 */
export async function startTestStack(opts: StartOptions = {}): Promise<TestStack> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const stack = await startStack({
    port: 0,
    dbPort: 0,
    mailPort: 0,
    smtpPort: 0,
    data: 'memory',
    migrate: false,
    databaseUrl,
    ...opts,
    // Protocol tests sign up and use the session at once unless they ask for confirmations (the project turns them on).
    auth: { ...opts.auth, hooks: { ...HOOKS_OFF, ...opts.auth?.hooks }, email: { enableConfirmations: false, ...opts.auth?.email } },
    fixtureSql: [databaseUrl ? RESET_PUBLIC_SQL : '', opts.fixtureSql ?? ''].join('\n'),
    workdir: opts.workdir ?? new URL('../../..', import.meta.url).pathname,
  });
  await stack.deps.reloadSchema();
  const client = (key: string = KEYS.publishableKey) =>
    createClient(stack.apiUrl, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as any },
    });
  return { ...stack, client, admin: () => client(KEYS.secretKey) };
}

const RESET_PUBLIC_SQL = `
drop schema if exists public cascade;
create schema public;
grant usage on schema public to anon, authenticated, service_role;
grant all on schema public to postgres;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;
