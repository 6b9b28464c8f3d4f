// JWT signing and verification (HS256 with the project secret, ES256 with the user-token key) on node:crypto.
import { createHmac, createPrivateKey, createPublicKey, sign as edSign, verify as edVerify, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { EcPrivateJwk, KeySet } from './defaults.js';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

export type JwtErrorReason = 'malformed' | 'unsupported_alg' | 'unknown_kid' | 'bad_signature' | 'expired' | 'missing_exp';

export class JwtError extends Error {
  constructor(
    readonly reason: JwtErrorReason,
    message: string,
  ) {
    super(message);
  }
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const fromB64url = (s: string) => Buffer.from(s, 'base64url');

export interface JwtKeys {
  secret: string;
  ecPrivate: KeyObject;
  ecPublic: KeyObject;
  kid: string;
  /** Public JWK for the JWKS endpoint (WebCrypto-importable: no `ext:false`, key_ops verify). */
  publicJwk: Record<string, string | string[]>;
}

export function makeJwtKeys(keys: KeySet): JwtKeys {
  const jwk: EcPrivateJwk = keys.signingKey;
  const ecPrivate = createPrivateKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d }, format: 'jwk' });
  const ecPublic = createPublicKey(ecPrivate);
  return {
    secret: keys.jwtSecret,
    ecPrivate,
    ecPublic,
    kid: jwk.kid,
    publicJwk: { kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'], kid: jwk.kid, x: jwk.x, y: jwk.y },
  };
}

/** Signs claims. HS256 reproduces the CLI's legacy keys byte for byte when given the same claim order. */
export function signJwt(claims: JwtClaims, keys: JwtKeys, alg: 'HS256' | 'ES256' = 'ES256'): string {
  const header = alg === 'HS256' ? { alg, typ: 'JWT' } : { alg, kid: keys.kid, typ: 'JWT' };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  const sig =
    alg === 'HS256'
      ? createHmac('sha256', keys.secret).update(input).digest()
      : edSign('sha256', Buffer.from(input), { key: keys.ecPrivate, dsaEncoding: 'ieee-p1363' });
  return `${input}.${b64url(sig)}`;
}

/** Verifies signature and expiry; returns the claims or throws JwtError. `now` is in seconds. */
export function verifyJwt(token: string, keys: JwtKeys, now = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'token is malformed: token contains an invalid number of segments');
  let header: { alg?: string; kid?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(fromB64url(parts[0]).toString('utf8'));
    claims = JSON.parse(fromB64url(parts[1]).toString('utf8'));
  } catch {
    throw new JwtError('malformed', 'token is malformed: could not JSON decode');
  }
  if (!header || typeof header !== 'object' || !claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new JwtError('malformed', 'token is malformed');
  }
  const input = Buffer.from(`${parts[0]}.${parts[1]}`);
  const sig = fromB64url(parts[2]);
  if (header.alg === 'HS256') {
    const expected = createHmac('sha256', keys.secret).update(input).digest();
    if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) {
      throw new JwtError('bad_signature', 'signature is invalid');
    }
  } else if (header.alg === 'ES256') {
    if (header.kid !== undefined && header.kid !== keys.kid) throw new JwtError('unknown_kid', 'no key found for kid');
    const ok = edVerify('sha256', input, { key: keys.ecPublic, dsaEncoding: 'ieee-p1363' }, sig);
    if (!ok) throw new JwtError('bad_signature', 'signature is invalid');
  } else {
    throw new JwtError('unsupported_alg', `signing method ${String(header.alg)} is invalid`);
  }
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number') throw new JwtError('malformed', 'exp claim is not a number');
    if (claims.exp <= now) throw new JwtError('expired', 'token has invalid claims: token is expired');
  }
  return claims;
}

/** Decodes without verifying (for diagnostics only). */
export function decodeJwtUnsafe(token: string): JwtClaims | null {
  try {
    return JSON.parse(fromB64url(token.split('.')[1] ?? '').toString('utf8'));
  } catch {
    return null;
  }
}
