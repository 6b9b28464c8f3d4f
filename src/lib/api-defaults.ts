// Where the app finds its API when no VITE_ variables are set (local-supabase with the Supabase CLI's default key), and where it keeps the session.
// No imports on purpose: the Vite build (scripts/vite/boot-html.ts) reads it too.
export const DEFAULT_API_URL = 'http://127.0.0.1:54321';
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** The localStorage key of the session for an API URL (supabase-js's default name: `sb-<first label of the host>-auth-token`). */
export function sessionStorageKey(apiUrl: string): string {
  return `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
}
