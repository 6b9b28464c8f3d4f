// The one supabase-js client of the app: local-supabase by default, any Supabase project through VITE_ env vars.
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { bootAwareFetch } from './boot-prefetch';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
export const SUPABASE_PUBLISHABLE_KEY: string =
  import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

export const supabase = createClient<Database>(SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY, {
  auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true },
  global: { fetch: bootAwareFetch(`Bearer ${SUPABASE_PUBLISHABLE_KEY}`) },
});
