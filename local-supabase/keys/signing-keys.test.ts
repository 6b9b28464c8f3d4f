// Configured signing keys (RS256, ES256, HS256): signing with the first private key, JWKS, and the JWT attacks refused.
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYS } from './defaults.js';
import { JwtError, makeJwtKeys, signJwt, verifyJwt, type JwtKeys } from './jwt.js';
import { parseSigningKeys } from './signing-keys.js';

type Jwk = Record<string, unknown>;
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

export function rsaJwk(kid: string): Jwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig', key_ops: ['sign', 'verify'] };
}
export function ecJwk(kid: string): Jwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'ES256' };
}
export const octJwk = (kid: string): Jwk => ({ kty: 'oct', k: randomBytes(32).toString('base64url'), kid, alg: 'HS256' });

/** The classic RS256→HS256 confusion: an HMAC keyed with the published public key. */
function hmacWithPublicKey(keys: JwtKeys, payload: string): string {
  const input = `${b64({ alg: 'HS256', kid: 'third', typ: 'JWT' })}.${payload}`;
  return `${input}.${createHmac('sha256', JSON.stringify(keys.publicJwks[0])).update(input).digest('base64url')}`;
}

const make = (jwks: Jwk[]) => makeJwtKeys({ ...DEFAULT_KEYS, signingJwks: jwks });
const reason = async (f: () => Promise<unknown>) => {
  try {
    await f();
    return 'accepted';
  } catch (e) {
    if (!(e instanceof JwtError)) throw e;
    return e.reason;
  }
};

describe.each([
  ['RS256', rsaJwk],
  ['ES256', ecJwk],
  ['HS256', octJwk],
] as const)('a project signing with %s', async (alg, gen) => {
  const first = gen('first');
  const second = ecJwk('second');
  const third = rsaJwk('third');
  const keys: JwtKeys = make([first, second, third]);
  const claims = { sub: 'u1', role: 'authenticated', exp: 2_000_000_000 };
  const token = await signJwt(claims, keys);
  const [h, p, s] = token.split('.');

  it('signs with the first private key, its kid in the header, and verifies', async () => {
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg, kid: 'first', typ: 'JWT' });
    expect((await verifyJwt(token, keys)).sub).toBe('u1');
  });

  it('publishes every public key and never a secret or private part', () => {
    const published = keys.publicJwks;
    expect(published.map((k) => k.kid)).toEqual(alg === 'HS256' ? ['second', 'third'] : ['first', 'second', 'third']);
    for (const k of published) {
      expect(Object.keys(k).filter((f) => ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'].includes(f))).toEqual([]);
      expect(k.key_ops).toEqual(['verify']);
    }
  });

  it('accepts tokens of the other configured keys and the legacy jwt_secret keys', async () => {
    expect((await verifyJwt(await signJwt(claims, make([second])), keys)).sub).toBe('u1');
    expect((await verifyJwt(await signJwt(claims, make([third])), keys)).sub).toBe('u1');
    expect((await verifyJwt(DEFAULT_KEYS.serviceRoleKey, keys)).role).toBe('service_role');
    expect(await reason(async () => verifyJwt(await signJwt(claims, make([ecJwk('stranger')])), keys))).toBe('unknown_kid');
  });

  const wrongKey = make([gen('first')]);
  const otherKid = alg === 'ES256' ? 'third' : 'second';
  const cases: [string, string, string][] = [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`, 'unsupported_alg'],
    ['wrong key with the same kid', await signJwt(claims, wrongKey), 'bad_signature'],
    ['kid swapped to another configured key', `${b64({ alg, kid: otherKid, typ: 'JWT' })}.${p}.${s}`, alg === 'HS256' ? 'bad_signature' : 'unknown_kid'],
    ['kid swapped, header alg changed to match it', `${b64({ alg: 'ES256', kid: 'second', typ: 'JWT' })}.${p}.${s}`, 'bad_signature'],
    ['signed with the public key as an HMAC secret', hmacWithPublicKey(keys, p), 'bad_signature'],
    ['expired', await signJwt({ ...claims, exp: 1000 }, keys), 'expired'],
    ['tampered role', `${h}.${b64({ ...claims, role: 'service_role' })}.${s}`, 'bad_signature'],
    ['default key of the CLI', await signJwt(claims, makeJwtKeys(DEFAULT_KEYS)), 'unknown_kid'],
  ];
  it.each(cases)('refuses %s', async (_n, t, why) => {
    expect(await reason(() => verifyJwt(t, keys))).toBe(why);
  });
});

describe('parseSigningKeys', () => {
  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['empty array', '[]', /non-empty JSON array/],
    ['unknown kty', '[{"kty":"OKP"}]', /kty must be RSA, EC or oct/],
    ['alg mismatch', '[{"kty":"oct","k":"c2VjcmV0","alg":"RS256"}]', /does not match/],
    ['RSA under 2048 bits', JSON.stringify([{ ...generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' }), alg: 'RS256' }]), /at least 2048 bits/],
    ['public keys only', JSON.stringify([{ ...ecJwk('a'), d: undefined }]), /no private key/],
  ])('%s is refused', (_n, text, message) => {
    expect(() => parseSigningKeys(text)).toThrow(message);
  });
});
