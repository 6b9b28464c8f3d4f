// The app's Supabase client: local-supabase by default, any Supabase project through VITE_ env vars. Built from
// supabase-js's own parts (auth and REST, what every page needs) rather than createClient, which would also load
// realtime, storage and functions before the first page; lib/realtime-host.ts and lib/storage-upload.ts load those
// when a page first uses them.
import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@/types/database';
import { bootAwareFetch } from './boot-prefetch';
import { DEFAULT_API_URL, DEFAULT_PUBLISHABLE_KEY, sessionStorageKey } from './api-defaults';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || DEFAULT_API_URL;
export const SUPABASE_PUBLISHABLE_KEY: string = import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || DEFAULT_PUBLISHABLE_KEY;

/**
 * The kind of auth link the page was opened from (GoTrue puts `type=signup`, `recovery`, `magiclink` … in the URL
 * fragment next to the tokens), read before supabase-js consumes the fragment; null for an ordinary visit.
 */
export const OPENED_FROM_AUTH_LINK: string | null =
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.hash.slice(1)).get('type');

const base = new URL(SUPABASE_URL.replace(/\/*$/, '/'));

/** Where the session is kept (supabase-js's default name, which index.html's boot loader also looks for). */
export const SESSION_STORAGE_KEY = sessionStorageKey(base.href);

/** The URL of one Supabase service ('rest/v1', 'storage/v1', 'realtime/v1' …). */
export const serviceUrl = (path: string): URL => new URL(path, base);

const auth = new AuthClient({
  url: serviceUrl('auth/v1').href,
  headers: { Authorization: `Bearer ${SUPABASE_PUBLISHABLE_KEY}`, apikey: SUPABASE_PUBLISHABLE_KEY },
  storageKey: SESSION_STORAGE_KEY,
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
  // supabase-js keeps its passkey API (auth.passkey.*) behind this flag.
  experimental: { passkey: true },
});

/** The member's access token, or the publishable key for a visitor. */
export async function accessToken(): Promise<string> {
  const { data } = await auth.getSession();
  return data.session?.access_token ?? SUPABASE_PUBLISHABLE_KEY;
}

const network = bootAwareFetch();

/** fetch with the API key and the member's token (unless the caller set them), as supabase-js sends every request. */
export const authedFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('apikey')) headers.set('apikey', SUPABASE_PUBLISHABLE_KEY);
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken()}`);
  return network(input, { ...init, headers });
};

// retry false: postgrest-js retries a failed GET three times (1 s, 2 s, 4 s) before answering; stacked under the
// query client's own retries, an unreachable API showed 'Cargando...' for half a minute. The query client alone
// decides retries (lib/query-client.ts).
const rest = new PostgrestClient<Database>(serviceUrl('rest/v1').href, { fetch: authedFetch, retry: false });

/** The client: `from` and `rpc` (REST, with the member's token) and `auth`, as on a supabase-js client. */
export const supabase = {
  auth,
  from: rest.from.bind(rest),
  rpc: rest.rpc.bind(rest),
};
