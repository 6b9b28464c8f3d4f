// The host's Supabase access token, checked against the project's published JWKS (signature, exp, audience).
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** The token's user id, or null for a token that is not a valid, unexpired user token; throws when the JWKS is unreachable. */
export type TokenVerifier = (token: string) => Promise<string | null>;

/** jose's error codes that mean "this token is not acceptable" rather than "the key set could not be fetched". */
function isTokenFault(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (/^ERR_JW[ST]_/.test(code) || code === 'ERR_JWKS_NO_MATCHING_KEY' || code === 'ERR_JWKS_MULTIPLE_MATCHING_KEYS');
}

export function createTokenVerifier(supabaseUrl: string): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`), { timeoutDuration: 5_000 });
  return async (token) => {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { audience: 'authenticated' });
      return typeof payload.sub === 'string' && payload.sub && payload.role === 'authenticated' ? payload.sub : null;
    } catch (error) {
      if (isTokenFault(error)) return null;
      throw error;
    }
  };
}
