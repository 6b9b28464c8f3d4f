// The app's one connection watch over its API (see connection.ts): probed through GoTrue's health endpoint, told by
// the browser when it goes offline or online.
import { createConnectionWatch } from './connection';
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } from './supabase';

export const apiConnection = createConnectionWatch({
  probe: () => fetch(`${SUPABASE_URL}/auth/v1/health`, { headers: { apikey: SUPABASE_PUBLISHABLE_KEY }, cache: 'no-store' }),
});

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => apiConnection.failed());
  window.addEventListener('online', () => apiConnection.online());
}
