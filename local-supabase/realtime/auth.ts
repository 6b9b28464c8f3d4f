// Token checks for the socket and for channels: a JWT with `role` and `exp`, verified with the stack's keys.
import { decodeJwtUnsafe, JwtError, verifyJwt, type JwtClaims, type JwtKeys } from '../keys/jwt.js';
import { tokenForApiKey } from '../keys/resolve.js';
import type { KeySet } from '../keys/defaults.js';

export interface Subject {
  token: string;
  claims: JwtClaims;
  role: string;
  exp: number;
}

export type TokenCheck = { ok: true; subject: Subject } | { ok: false; message: string };

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Realtime's wording for every way a token can be refused. */
export async function checkToken(token: string | undefined, keys: JwtKeys, now = Math.floor(Date.now() / 1000)): Promise<TokenCheck> {
  if (!token) return { ok: false, message: 'API key is missing' };
  try {
    const claims = await verifyJwt(token, keys, now);
    if (typeof claims.role !== 'string' || !claims.role || typeof claims.exp !== 'number') {
      return { ok: false, message: 'Fields `role` and `exp` are required in JWT' };
    }
    // Hosted Realtime takes the role into the database, where its own login may only become the API roles; here the
    // probes run with the server's rights, so a token naming any other role (postgres…) is refused outright.
    if (!API_ROLES.has(claims.role)) return { ok: false, message: `Role "${claims.role}" is not allowed: use anon, authenticated or service_role` };
    return { ok: true, subject: { token, claims, role: claims.role, exp: claims.exp } };
  } catch (e) {
    if (!(e instanceof JwtError)) throw e;
    if (e.reason === 'expired') {
      const exp = decodeJwtUnsafe(token)?.exp;
      return { ok: false, message: `Token has expired ${typeof exp === 'number' ? Math.max(0, now - exp) : 0} seconds ago` };
    }
    if (e.reason === 'missing_exp') return { ok: false, message: 'Fields `role` and `exp` are required in JWT' };
    if (e.reason === 'malformed') return { ok: false, message: 'The token provided is not a valid JWT' };
    return { ok: false, message: 'Failed to validate JWT signature' };
  }
}

/** The socket's token: the `apikey` query parameter as the gateway rewrites it (sb_ keys → their JWTs). */
export function socketToken(apikey: string | undefined, keys: KeySet): string | undefined {
  return tokenForApiKey(apikey, keys);
}

/** A join/refresh `access_token` counts only when it is a JWT (sb_ keys and null mean "use the socket's"). */
export function isUserToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && !value.startsWith('sb_');
}
