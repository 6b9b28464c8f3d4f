// Where the app finds its API when no VITE_ variables are set: local-supabase with the Supabase CLI's default key.
// No imports on purpose: the Vite build (scripts/vite/boot-html.ts) reads it too.
export const DEFAULT_API_URL = 'http://127.0.0.1:54321';
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
