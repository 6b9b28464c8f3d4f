// The app's own data layer against local-supabase: product migrations + seed, the app's client, a real QueryClient, members.
// Import this module before any app module: it points the app's client (src/lib/supabase.ts) at the stack's port.
import { createServer, type AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { startStack, type StackHandle } from '../../../local-supabase/stack.js';
import { openDatabase } from '../../../local-supabase/db/open.js';
import { RESET_POSTGRES_SQL } from '../../../local-supabase/cli/db-reset-sql.js';
import { DEFAULT_KEYS } from '../../../local-supabase/keys/defaults.js';
// errors.ts imports no client: loading it before the env is set below is safe.
import { AppError } from '@/lib/errors';

const port = await new Promise<number>((resolve, reject) => {
  const probe = createServer().once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
// Read by src/lib/supabase.ts at import (vitest's import.meta.env reads process.env).
process.env.VITE_SUPABASE_URL = `http://127.0.0.1:${port}`;
process.env.VITE_SUPABASE_PUBLISHABLE_KEY = DEFAULT_KEYS.publishableKey;
// The app's realtime client (src/lib/realtime-host.ts) uses the browser's WebSocket; Node 20 has none.
globalThis.WebSocket ??= WebSocket as never;

/** The seed's members (password nexo1234 for all), by first name. */
export const SEED = {
  ana: 'a0000000-0000-4000-8000-000000000001',
  carlos: 'a0000000-0000-4000-8000-000000000002',
  lucia: 'a0000000-0000-4000-8000-000000000003',
  diego: 'a0000000-0000-4000-8000-000000000004',
  sofia: 'a0000000-0000-4000-8000-000000000005',
  mateo: 'a0000000-0000-4000-8000-000000000006',
  valentina: 'a0000000-0000-4000-8000-000000000007',
  javier: 'a0000000-0000-4000-8000-000000000008',
  demo: 'a0000000-0000-4000-8000-000000000009',
  camila: 'a0000000-0000-4000-8000-000000000010',
} as const;

export interface Member {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** A seed member as a Member (their email is `<first name>@nexo.dev`). */
export const seedMember = (first: keyof typeof SEED): Member => ({ id: SEED[first], email: `${first}@nexo.dev`, password: 'nexo1234', name: first });

/** A component's state as optimistic mutations see it (src/lib/local-optimism.ts LocalValue): what was last shown. */
export function shown<T>(value: T): { get(): T; set(next: T): void; value: T } {
  const box = { value, get: () => box.value, set: (next: T) => void (box.value = next) };
  return box;
}

export interface AppWorld {
  stack: StackHandle;
  /** A service-role client for setting the scene (never for what is under test). */
  admin: SupabaseClient;
  /** The app's QueryClient (src/lib/query-client.ts), emptied whenever the signed-in member changes. */
  queryClient: QueryClient;
  /** A new confirmed member with a profile named `name`. */
  member(name?: string): Promise<Member>;
  /** Signs `member` in through the app's own client (null: signs out); the cache starts empty, as in a new browser. */
  as(member: Member | null): Promise<void>;
  /** Another browser: a supabase-js client signed in as `member`, for what someone else does meanwhile. */
  elsewhere(member: Member): Promise<SupabaseClient>;
  /** Runs a query factory's options through the QueryClient (infinite factories: their first page). */
  fetch<T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }): Promise<T>;
  /** Runs a mutation factory's options through a MutationObserver, so onMutate/onSuccess/onError/onSettled run. */
  mutate<T>(options: object, vars?: unknown): Promise<T>;
  /** The app's error (AppError) a mutation or query rejects with; fails when it resolves or rejects with anything else. */
  refusal(run: Promise<unknown>): Promise<AppError>;
  /** The Spanish text the server sends with a product error code (private.error_texts). */
  errorText(code: string): Promise<string>;
  /** Runs SQL as the database owner (scene setting and checks on what a mutation stored). */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

/** Starts one stack for the calling test file (beforeAll) and stops it after (afterAll); the fields fill in beforeAll. */
let shared: AppWorld | undefined;

/** The one world of the app suite (app.test.ts imports every feature's tests): one stack, started once. */
export function useApp(): AppWorld {
  if (shared) return shared;
  const world = {} as AppWorld;
  shared = world;
  let app: typeof import('@/lib/supabase');
  beforeAll(async () => {
    const databaseUrl = process.env.DATABASE_URL || undefined;
    if (databaseUrl) await resetPostgres(databaseUrl);
    world.stack = await startStack({
      port,
      dbPort: 0,
      data: 'memory',
      databaseUrl,
      serveDb: false,
      serveMail: false,
      workdir: new URL('../../..', import.meta.url).pathname,
      auth: { rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, emailSent: 10_000, mfaChallengeVerify: 10_000 } },
    });
    app = await import('@/lib/supabase');
    if (app.SUPABASE_URL !== world.stack.apiUrl) throw new Error(`the app's client points at ${app.SUPABASE_URL}: import ./support before app modules`);
    app.supabase.auth.stopAutoRefresh();
    const { createQueryClient } = await import('@/lib/query-client');
    world.queryClient = createQueryClient();
    world.admin = createClient(world.stack.apiUrl, DEFAULT_KEYS.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
  });
  afterAll(async () => {
    world.queryClient?.clear();
    await app?.supabase.auth.signOut({ scope: 'local' });
    await world.stack?.stop();
    // Later files on the same Postgres start from an empty database, as `startTestStack` expects.
    if (process.env.DATABASE_URL) await resetPostgres(process.env.DATABASE_URL);
  });

  world.member = async (name = 'Marta Prueba') => {
    const email = `app-${randomUUID().slice(0, 8)}@ejemplo.com`;
    const password = 'clave-segura-1';
    const { data, error } = await world.admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: name } });
    if (error || !data.user) throw error ?? new Error('no user');
    return { id: data.user.id, email, password, name };
  };
  world.as = async (member) => {
    world.queryClient.clear();
    await app.supabase.auth.signOut({ scope: 'local' });
    if (!member) return;
    const { error } = await app.supabase.auth.signInWithPassword({ email: member.email, password: member.password });
    if (error) throw error;
  };
  world.elsewhere = async (member) => {
    const client = createClient(world.stack.apiUrl, DEFAULT_KEYS.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const { error } = await client.auth.signInWithPassword({ email: member.email, password: member.password });
    if (error) throw error;
    return client;
  };
  world.fetch = (options) => {
    const o = options as { initialPageParam?: unknown };
    const q = world.queryClient as unknown as { fetchQuery(o: unknown): Promise<never>; fetchInfiniteQuery(o: unknown): Promise<never> };
    return 'initialPageParam' in o ? q.fetchInfiniteQuery(o).then((d: { pages: unknown[] }) => d.pages[0] as never) : q.fetchQuery(o);
  };
  world.mutate = (options, vars) => new MutationObserver(world.queryClient, options as never).mutate(vars as never) as Promise<never>;
  world.refusal = async (run) => {
    const outcome = await run.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if (!('error' in outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
    if (!(outcome.error instanceof AppError)) throw new Error(`expected the app's AppError, got ${String(outcome.error)}`, { cause: outcome.error });
    return outcome.error;
  };
  world.errorText = async (code) => (await world.sql<{ text: string }>('select private.error_text($1) as text', [code]))[0].text;
  world.sql = async (text, params) => (await world.stack.db.query(text, params)).rows as never;
  return world;
}

async function resetPostgres(databaseUrl: string): Promise<void> {
  const db = await openDatabase({ data: 'memory', databaseUrl, log: () => undefined });
  try {
    await db.exec(RESET_POSTGRES_SQL);
  } finally {
    await db.close();
  }
}
