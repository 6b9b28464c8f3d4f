// `[auth] signing_keys_path`: a JSON array of JWKs (RS256, ES256, HS256) parsed into signing and verification keys.
import { createPrivateKey, createPublicKey, createSecretKey, type KeyObject } from 'node:crypto';

export type SigningAlg = 'RS256' | 'ES256' | 'HS256';

/** One configured key: what it signs and verifies with, and its public JWK (asymmetric keys only). */
export interface ConfiguredKey {
  alg: SigningAlg;
  kid?: string;
  /** Private (or secret) key, when the JWK carries one. */
  signKey?: KeyObject;
  /** Public key (asymmetric) or the secret (HS256). */
  verifyKey: KeyObject;
  publicJwk?: Record<string, string | string[]>;
}

const PRIVATE_FIELDS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);
const ALGS: Record<string, SigningAlg> = { RSA: 'RS256', EC: 'ES256', oct: 'HS256' };

/** Parses one JWK; throws with the key's index and reason when it is not usable. */
export function parseJwk(jwk: Record<string, unknown>, index: number): ConfiguredKey {
  const where = `signing key #${index + 1}`;
  const kty = String(jwk.kty ?? '');
  const expected = ALGS[kty];
  if (!expected) throw new Error(`${where}: kty must be RSA, EC or oct, got ${JSON.stringify(jwk.kty)}`);
  const alg = (jwk.alg ?? expected) as string;
  if (alg !== expected) throw new Error(`${where}: alg ${alg} does not match kty ${kty} (expected ${expected})`);
  if (kty === 'EC' && jwk.crv !== 'P-256') throw new Error(`${where}: ES256 keys must use the P-256 curve`);
  const kid = typeof jwk.kid === 'string' && jwk.kid ? jwk.kid : undefined;
  if (kty === 'oct') {
    if (typeof jwk.k !== 'string' || !jwk.k) throw new Error(`${where}: an oct key needs k`);
    const secret = createSecretKey(Buffer.from(jwk.k, 'base64url'));
    return { alg: 'HS256', kid, signKey: secret, verifyKey: secret };
  }
  const material = Object.fromEntries(Object.entries(jwk).filter(([k]) => ['kty', 'crv', 'x', 'y', 'n', 'e', ...PRIVATE_FIELDS].includes(k)));
  let signKey: KeyObject | undefined;
  let verifyKey: KeyObject;
  try {
    if (typeof jwk.d === 'string') {
      signKey = createPrivateKey({ key: material as any, format: 'jwk' });
      verifyKey = createPublicKey(signKey);
    } else {
      verifyKey = createPublicKey({ key: material as any, format: 'jwk' });
    }
  } catch (e) {
    throw new Error(`${where}: ${(e as Error).message}`, { cause: e });
  }
  // jose (which signs and verifies) refuses RSA keys under 2048 bits: say so when the file is read, not at the first sign-in.
  const bits = verifyKey.asymmetricKeyDetails?.modulusLength;
  if (kty === 'RSA' && bits !== undefined && bits < 2048) throw new Error(`${where}: RS256 keys must be at least 2048 bits, got ${bits}`);
  const pub = verifyKey.export({ format: 'jwk' }) as Record<string, string>;
  const publicJwk: Record<string, string | string[]> = { ...pub, alg, use: 'sig', key_ops: ['verify'] };
  if (kid) publicJwk.kid = kid;
  return { alg, kid, signKey, verifyKey, publicJwk };
}

/** Parses the file's content: a JWK array (or `{ keys: [...] }`), at least one key able to sign. */
export function parseSigningKeys(text: string, source = 'signing keys'): ConfiguredKey[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`${source}: not valid JSON (${(e as Error).message})`, { cause: e });
  }
  const list = Array.isArray(value) ? value : (value as { keys?: unknown })?.keys;
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${source}: expected a non-empty JSON array of JWKs`);
  const keys = list.map((k, i) => {
    if (!k || typeof k !== 'object') throw new Error(`${source}: signing key #${i + 1} is not an object`);
    try {
      return parseJwk(k as Record<string, unknown>, i);
    } catch (e) {
      throw new Error(`${source}: ${(e as Error).message}`, { cause: e });
    }
  });
  if (!keys.some((k) => k.signKey)) throw new Error(`${source}: no private key to sign tokens with`);
  return keys;
}
