// Central credential resolution (what the CLI's API gateway does): apikey/Authorization → claims and DB role.
import type { KeySet } from './defaults.js';
import { JwtError, verifyJwt, type JwtClaims, type JwtKeys } from './jwt.js';

export type Credential =
  | { kind: 'none' }
  | { kind: 'claims'; claims: JwtClaims; token: string; role: string; fromUserToken: boolean }
  | { kind: 'invalid'; error: JwtError; token: string };

export const ANON_CLAIMS: JwtClaims = { iss: 'supabase-demo', role: 'anon', exp: 1983812996 };
export const SERVICE_CLAIMS: JwtClaims = { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 };

/** The token that stands for an apikey, as the gateway rewrites it (secret → service_role JWT, publishable → anon JWT). */
export function tokenForApiKey(apikey: string | undefined, keys: KeySet): string | undefined {
  if (!apikey) return undefined;
  if (apikey === keys.secretKey) return keys.serviceRoleKey;
  if (apikey === keys.publishableKey) return keys.anonKey;
  return apikey;
}

// Signature checks (ES256 ~0.1–0.3 ms) dominate a point read: remember tokens that verified, keyed by the whole
// token (signature included), and still enforce `exp` on every use.
const VERIFIED_MAX = 1000;
const verified = new Map<string, { keys: JwtKeys; claims: JwtClaims }>();

async function verifyCached(token: string, jwtKeys: JwtKeys, now?: number): Promise<JwtClaims> {
  const hit = verified.get(token);
  const t = now ?? Math.floor(Date.now() / 1000);
  if (hit && hit.keys === jwtKeys && (typeof hit.claims.exp !== 'number' || hit.claims.exp > t)) return hit.claims;
  const claims = await verifyJwt(token, jwtKeys, now);
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { keys: jwtKeys, claims });
  return claims;
}

function bearerOf(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(authorization.trim());
  return m ? m[1].trim() : undefined;
}

/**
 * Resolves a request's credential.
 * 1. `Authorization: Bearer <jwt>` (not `sb_…`) wins; 2. apikey secret/publishable; 3. apikey as a JWT; else none.
 */
export async function resolveCredential(
  headers: { authorization?: string; apikey?: string },
  keys: KeySet,
  jwtKeys: JwtKeys,
  now?: number,
): Promise<Credential> {
  const bearer = bearerOf(headers.authorization);
  let token: string | undefined;
  let fromUserToken = false;
  if (bearer && !bearer.startsWith('sb_')) {
    token = bearer;
    fromUserToken = true;
  } else {
    token = tokenForApiKey(headers.apikey, keys);
    if (!token && bearer?.startsWith('sb_')) token = tokenForApiKey(bearer, keys);
  }
  if (!token || token.startsWith('sb_')) return { kind: 'none' };
  try {
    const claims = await verifyCached(token, jwtKeys, now);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    // A user token's role is only "user" when it carries a subject; keys are not users.
    return { kind: 'claims', claims, token, role, fromUserToken: fromUserToken && typeof claims.sub === 'string' };
  } catch (e) {
    if (e instanceof JwtError) return { kind: 'invalid', error: e, token };
    throw e;
  }
}
