// The gateway's key check (hosted Supabase): REST and auth need a project API key, in the `apikey` header or query.
import type { KeySet } from '../keys/defaults.js';
import { verifyJwt, type JwtKeys } from '../keys/jwt.js';

/** Auth routes browsers reach without a key: e-mail links, OAuth redirects, the public key set. */
const OPEN_AUTH_PATHS = [/^\/verify$/, /^\/callback$/, /^\/authorize$/, /^\/\.well-known\/jwks\.json$/, /^\/health$/];

export const NO_API_KEY = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };
export const INVALID_API_KEY = { message: 'Invalid API key', hint: 'Double check the provided API key.' };

/** Whether a request to this service path needs an API key. */
export function needsApiKey(prefix: string, path: string): boolean {
  if (prefix === '/rest/v1') return true;
  if (prefix === '/auth/v1') return !OPEN_AUTH_PATHS.some((p) => p.test(path));
  return false;
}

/**
 * The refusal for a missing or unknown key, or null when the key is the project's: its publishable or secret key, or
 * a JWT signed with one of its keys (the legacy anon / service_role keys are such JWTs).
 */
export async function apiKeyRefusal(apikey: string | undefined, keys: KeySet, jwtKeys: JwtKeys): Promise<typeof NO_API_KEY | null> {
  if (!apikey) return NO_API_KEY;
  if (apikey === keys.publishableKey || apikey === keys.secretKey || apikey === keys.anonKey || apikey === keys.serviceRoleKey) return null;
  if (apikey.startsWith('sb_')) return INVALID_API_KEY;
  try {
    await verifyJwt(apikey, jwtKeys);
    return null;
  } catch {
    return INVALID_API_KEY;
  }
}
