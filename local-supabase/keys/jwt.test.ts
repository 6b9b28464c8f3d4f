// JWT signing/verification and credential resolution, table-driven.
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYS as K } from './defaults.js';
import { makeJwtKeys, signJwt, verifyJwt, JwtError } from './jwt.js';
import { resolveCredential } from './resolve.js';

const keys = makeJwtKeys(K);
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('signJwt', () => {
  it('reproduces the CLI legacy anon and service_role keys byte for byte', async () => {
    expect(await signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, keys, 'HS256')).toBe(K.anonKey);
    expect(await signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, keys, 'HS256')).toBe(K.serviceRoleKey);
  });

  it('signs ES256 user tokens with the kid in the header and verifies them', async () => {
    const t = await signJwt({ sub: 'u1', role: 'authenticated', exp: 2_000_000_000 }, keys);
    expect(JSON.parse(Buffer.from(t.split('.')[0], 'base64url').toString())).toEqual({ alg: 'ES256', kid: K.signingKey.kid, typ: 'JWT' });
    expect((await verifyJwt(t, keys)).sub).toBe('u1');
  });
});

const good = await signJwt({ role: 'authenticated', exp: 2_000_000_000 }, keys);
const [h, p, s] = good.split('.');

describe('verifyJwt refuses', async () => {
  const cases: [string, string, string][] = [
    ['two segments', `${h}.${p}`, 'malformed'],
    ['garbage header', `x.${p}.${s}`, 'malformed'],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`, 'unsupported_alg'],
    ['unknown kid', `${b64({ alg: 'ES256', kid: 'other', typ: 'JWT' })}.${p}.${s}`, 'unknown_kid'],
    ['tampered payload', `${h}.${b64({ role: 'service_role', exp: 2_000_000_000 })}.${s}`, 'bad_signature'],
    ['expired', await signJwt({ role: 'anon', exp: 1000 }, keys, 'HS256'), 'expired'],
    ['no exp (a token must expire)', await signJwt({ role: 'anon' }, keys, 'HS256'), 'missing_exp'],
    ['no exp, ES256', await signJwt({ sub: 'u1', role: 'authenticated' }, keys), 'missing_exp'],
    ['not valid yet (nbf in the future)', await signJwt({ role: 'anon', exp: 2_000_000_000, nbf: 1_999_000_000 }, keys, 'HS256'), 'not_yet_valid'],
    ['HS256 with another secret', await signJwt({ role: 'anon' }, makeJwtKeys({ ...K, jwtSecret: 'x'.repeat(40) }), 'HS256'), 'bad_signature'],
  ];
  it.each(cases)('%s', async (_name, token, reason) => {
    try {
      await verifyJwt(token, keys);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(JwtError);
      expect((e as JwtError).reason).toBe(reason);
    }
  });
});

it('accepts a token whose nbf has passed', async () => {
  expect((await verifyJwt(await signJwt({ role: 'anon', exp: 2_000_000_000, nbf: 1000 }, keys, 'HS256'), keys)).role).toBe('anon');
});

const user = await signJwt({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated', exp: 2_000_000_000 }, keys);

describe('resolveCredential', () => {
  const cases: [string, { authorization?: string; apikey?: string }, string, string | null][] = [
    ['publishable key, Bearer sb_ → anon', { apikey: K.publishableKey, authorization: `Bearer ${K.publishableKey}` }, 'claims', 'anon'],
    ['secret key → service_role', { apikey: K.secretKey, authorization: `Bearer ${K.secretKey}` }, 'claims', 'service_role'],
    ['legacy anon JWT as apikey', { apikey: K.anonKey }, 'claims', 'anon'],
    ['user token wins over the key', { apikey: K.publishableKey, authorization: `Bearer ${user}` }, 'claims', 'authenticated'],
    ['scheme is case-insensitive', { apikey: K.publishableKey, authorization: `bearer ${user}` }, 'claims', 'authenticated'],
    ['nothing', {}, 'none', null],
    ['unknown opaque key', { apikey: 'sb_publishable_nope' }, 'none', null],
    ['forged bearer', { apikey: K.publishableKey, authorization: 'Bearer a.b.c' }, 'invalid', null],
  ];
  it.each(cases)('%s', async (_n, headers, kind, role) => {
    const c = await resolveCredential(headers, K, keys);
    expect(c.kind).toBe(kind);
    if (c.kind === 'claims') expect(c.role).toBe(role);
  });
});
