// Unit: access-token claims (GoTrue order and values) and ES256 signing.
import { describe, expect, it } from 'vitest';
import { makeJwtKeys, verifyJwt } from '../../keys/jwt.js';
import { DEFAULT_KEYS } from '../../keys/defaults.js';
import { buildClaims, signAccessToken } from './claims.js';

const user = {
  id: '6f1c5c1e-0000-4000-8000-000000000001',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana@example.com',
  phone: null,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: { name: 'Ana' },
  is_anonymous: false,
};

describe('buildClaims', () => {
  const claims = buildClaims({ issuer: 'http://127.0.0.1:54321/auth/v1', user, sessionId: 's-1', amr: [{ method: 'password', timestamp: 100 }], now: 1000, expiry: 3600 });

  it('emits GoTrue claim order', () => {
    expect(Object.keys(claims)).toEqual(['iss', 'sub', 'aud', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata', 'role', 'aal', 'amr', 'session_id', 'is_anonymous']);
  });

  it('fills values: aud a string, empty phone, exp = iat + expiry', () => {
    expect(claims).toEqual({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp: 4600,
      iat: 1000,
      email: 'ana@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ana' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 100 }],
      session_id: 's-1',
      is_anonymous: false,
    });
  });

  it('anonymous users: empty email, is_anonymous true, defaults for missing metadata', () => {
    const c = buildClaims({ issuer: 'i', user: { id: 'x', email: null, is_anonymous: true }, sessionId: 's', amr: [], now: 0, expiry: 1 });
    expect(c).toMatchObject({ email: '', phone: '', app_metadata: {}, user_metadata: {}, role: 'authenticated', aud: 'authenticated', is_anonymous: true });
  });

  it('signs ES256 with the stack key, verifiable', async () => {
    const keys = makeJwtKeys(DEFAULT_KEYS);
    const token = await signAccessToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 }, keys);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'ES256', kid: keys.kid, typ: 'JWT' });
    expect((await verifyJwt(token, keys)).sub).toBe(user.id);
  });
});
