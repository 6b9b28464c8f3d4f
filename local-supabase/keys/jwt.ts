// JWTs on `jose`: HS256 with the project secret, and the signing keys (the default ES256 key, or the project's
// RS256/ES256/HS256 keys from `[auth] signing_keys_path`), each selected by `kid`. Here: key choice and the refusal
// reasons each API maps to its own error; jose does the signing and the signature checks.
import { CompactSign, compactVerify } from 'jose';
import { createSecretKey } from 'node:crypto';
import type { KeySet } from './defaults.js';
import { parseJwk, type ConfiguredKey, type SigningAlg } from './signing-keys.js';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

export type JwtErrorReason = 'malformed' | 'unsupported_alg' | 'unknown_kid' | 'bad_signature' | 'expired' | 'missing_exp' | 'not_yet_valid';

export class JwtError extends Error {
  constructor(
    readonly reason: JwtErrorReason,
    message: string,
  ) {
    super(message);
  }
}

const fromB64url = (s: string) => Buffer.from(s, 'base64url');
const utf8 = (s: string) => new TextEncoder().encode(s);

export interface JwtKeys {
  /** The project's jwt_secret (legacy HS256 keys, signed storage URLs). */
  secret: string;
  /** kid of the key that signs user tokens (undefined when that key has none). */
  kid: string | undefined;
  /** Algorithm of the key that signs user tokens. */
  alg: SigningAlg;
  /** First published public JWK (kept for callers that want one key). */
  publicJwk: Record<string, string | string[]>;
  /** Every public JWK, published at /auth/v1/.well-known/jwks.json (symmetric keys never are). */
  publicJwks: Record<string, string | string[]>[];
  /** The key that signs user tokens. */
  signer: ConfiguredKey;
  /** Every key a token may be verified with (the jwt_secret included). */
  verifiers: ConfiguredKey[];
}

export function makeJwtKeys(keys: KeySet): JwtKeys {
  const configured = keys.signingJwks?.length
    ? keys.signingJwks.map((j, i) => parseJwk(j, i))
    : [parseJwk({ ...keys.signingKey }, 0)];
  const signer = configured.find((k) => k.signKey);
  if (!signer) throw new Error('signing keys: no private key to sign tokens with');
  const legacy: ConfiguredKey = { alg: 'HS256', verifyKey: createSecretKey(Buffer.from(keys.jwtSecret, 'utf8')) };
  const publicJwks = configured.flatMap((k) => (k.publicJwk ? [k.publicJwk] : []));
  return {
    secret: keys.jwtSecret,
    kid: signer.kid,
    alg: signer.alg,
    publicJwk: publicJwks[0] ?? {},
    publicJwks,
    signer,
    verifiers: [...configured, legacy],
  };
}

/** Compact JWS of the claims exactly as given (header and claim order kept, so the same input gives the same token). */
function sign(claims: JwtClaims, header: { alg: SigningAlg; kid?: string; typ: 'JWT' }, key: NonNullable<ConfiguredKey['signKey']> | Uint8Array): Promise<string> {
  return new CompactSign(utf8(JSON.stringify(claims))).setProtectedHeader(header).sign(key);
}

/**
 * Signs claims. 'HS256' signs with the jwt_secret (no kid), reproducing the CLI's legacy keys byte for byte when given
 * the same claim order; the default (also spelled 'ES256', its historical name) signs with the project's signing key,
 * whatever its algorithm, and puts its kid in the header.
 */
export function signJwt(claims: JwtClaims, keys: JwtKeys, alg: 'HS256' | 'ES256' | 'signing' = 'signing'): Promise<string> {
  if (alg === 'HS256') return signHs256(claims, keys.secret);
  const s = keys.signer;
  return sign(claims, s.kid ? { alg: s.alg, kid: s.kid, typ: 'JWT' } : { alg: s.alg, typ: 'JWT' }, s.signKey!);
}

/** HS256 with a plain secret (the legacy anon and service_role keys are made this way). */
export function signHs256(claims: JwtClaims, secret: string): Promise<string> {
  return sign(claims, { alg: 'HS256', typ: 'JWT' }, utf8(secret));
}

async function signedBy(token: string, k: ConfiguredKey): Promise<boolean> {
  try {
    await compactVerify(token, k.verifyKey, { algorithms: [k.alg] });
    return true;
  } catch {
    return false;
  }
}

/** Verifies signature and expiry against every configured key; returns the claims or throws JwtError. `now` is in seconds. */
export async function verifyJwt(token: string, keys: JwtKeys, now = Math.floor(Date.now() / 1000)): Promise<JwtClaims> {
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
  const sameAlg = keys.verifiers.filter((k) => k.alg === header.alg);
  if (sameAlg.length === 0) throw new JwtError('unsupported_alg', `signing method ${String(header.alg)} is invalid`);
  // A kid selects its key; an HS256 token without a matching kid may still be a legacy jwt_secret token.
  let candidates = sameAlg;
  if (header.kid !== undefined) {
    candidates = sameAlg.filter((k) => k.kid === header.kid);
    if (candidates.length === 0) {
      if (header.alg !== 'HS256') throw new JwtError('unknown_kid', 'no key found for kid');
      candidates = sameAlg.filter((k) => k.kid === undefined);
    }
  }
  let valid = false;
  for (const k of candidates) if (!valid) valid = await signedBy(token, k);
  if (!valid) throw new JwtError('bad_signature', 'signature is invalid');
  // Every token must expire (GoTrue requires exp); one not valid yet (nbf) is refused too.
  if (claims.exp === undefined) throw new JwtError('missing_exp', 'token has invalid claims: token is missing required claim: exp claim is required');
  if (typeof claims.exp !== 'number') throw new JwtError('malformed', 'exp claim is not a number');
  if (claims.exp <= now) throw new JwtError('expired', 'token has invalid claims: token is expired');
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) {
    throw new JwtError('not_yet_valid', 'token has invalid claims: token is not valid yet');
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
