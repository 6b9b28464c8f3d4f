// The one supabase-js client of the app: local-supabase by default, any Supabase project through VITE_ env vars.
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { bootAwareFetch } from './boot-prefetch';
import { DEFAULT_API_URL, DEFAULT_PUBLISHABLE_KEY } from './api-defaults';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || DEFAULT_API_URL;
export const SUPABASE_PUBLISHABLE_KEY: string = import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || DEFAULT_PUBLISHABLE_KEY;

/**
 * The kind of auth link the page was opened from (GoTrue puts `type=signup`, `recovery`, `magiclink` … in the URL
 * fragment next to the tokens), read before supabase-js consumes the fragment; null for an ordinary visit.
 */
export const OPENED_FROM_AUTH_LINK: string | null =
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.hash.slice(1)).get('type');

export const supabase = createClient<Database>(SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY, {
  // experimental.passkey: supabase-js keeps its passkey API (auth.passkey.*) behind this flag.
  auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true, experimental: { passkey: true } },
  global: { fetch: bootAwareFetch(`Bearer ${SUPABASE_PUBLISHABLE_KEY}`) },
});

// Why: postgrest-js retries a failed GET three times (1 s, 2 s, 4 s) before answering, and createClient offers no
// option to turn that off; stacked under the query client's own retries, an unreachable API showed 'Cargando...' for
// half a minute. The query client alone decides retries (lib/query-client.ts).
(supabase as unknown as { rest: { retry?: boolean } }).rest.retry = false;
