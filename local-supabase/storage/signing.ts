// Signed URL tokens: HS256 JWTs over the object's `bucket/key` (download) or with owner and upsert (upload), like storage-api.
import { JwtError, signJwt, verifyJwt, type JwtKeys } from '../keys/jwt.js';
import { E } from './errors.js';

export type Scope = 'download' | 'upload';

export interface UrlToken {
  url: string;
  exp: number;
  owner?: string;
  upsert?: boolean;
  transform?: Record<string, unknown>;
}

export function signUrl(keys: JwtKeys, scope: Scope, url: string, expiresIn: number, extra: Partial<UrlToken> = {}): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ url, scope, ...extra, iat, exp: iat + expiresIn }, keys, 'HS256');
}

/** Verifies a token for `url`; tampered, foreign-scope or other-object tokens are refused, expired ones too. */
export async function verifyUrl(keys: JwtKeys, token: string | null, scope: Scope, url: string): Promise<UrlToken> {
  if (!token) throw E.missingParameter('token');
  let claims: Record<string, unknown>;
  try {
    claims = await verifyJwt(token, keys);
  } catch (e) {
    if (e instanceof JwtError && e.reason === 'expired') throw E.expiredSignature();
    throw scope === 'upload' ? E.invalidUploadSignature() : E.invalidSignature();
  }
  if (claims.scope !== scope || claims.url !== url || typeof claims.exp !== 'number') {
    throw scope === 'upload' ? E.invalidUploadSignature() : E.invalidSignature('Invalid signature: the token does not match the object');
  }
  return claims as unknown as UrlToken;
}

/** expiresIn as storage-js sends it: a positive number of seconds. */
export function expiresInOf(v: unknown): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 1) throw E.invalidParameter('expiresIn', 'expiresIn must be a positive number of seconds');
  return Math.floor(n);
}
