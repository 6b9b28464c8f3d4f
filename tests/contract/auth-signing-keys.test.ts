// Auth contract, `[auth] signing_keys_path` and `jwt_secret`: a project with its own RS256 key file (plus ES256 and
// HS256 keys) signs with it, publishes the JWKS, and every service (auth, REST, realtime, storage) accepts every
// configured key; forged tokens (alg none/None, wrong key, kid swap, expired, tampered role, no exp, nbf ahead) stay
// refused on auth, REST, storage and realtime; the publishable key as a bearer is anon; a deleted user's token is a JWT.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { makeJwtKeys, signJwt, type JwtKeys } from '../../local-supabase/keys/jwt.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail } from './auth-helpers.js';
import { closeClients, joinError, rtClient } from './realtime-helpers.js';

const SECRET = 'a-project-secret-of-more-than-thirty-two-chars';
const rsa = () => ({ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), alg: 'RS256', kid: 'proj-rsa', use: 'sig' });
const ec = () => ({ ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }), alg: 'ES256', kid: 'proj-ec' });
const oct = () => ({ kty: 'oct', k: randomBytes(32).toString('base64url'), alg: 'HS256', kid: 'proj-hs' });
const JWKS = [rsa(), ec(), oct()];
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function projectDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ls-keys-'));
  mkdirSync(path.join(dir, 'supabase'));
  writeFileSync(path.join(dir, 'supabase', 'signing_keys.json'), JSON.stringify(JWKS));
  writeFileSync(
    path.join(dir, 'supabase', 'config.toml'),
    `[auth]\njwt_secret = "${SECRET}"\nsigning_keys_path = "./signing_keys.json"\n`,
  );
  return dir;
}

const FIXTURE = `
create table public.notes (id serial primary key, owner uuid default auth.uid(), body text);
alter table public.notes enable row level security;
create policy "own notes" on public.notes for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
grant all on public.notes to authenticated;
grant usage on sequence public.notes_id_seq to authenticated;
`;

let stack: TestStack;
/** One signer per configured key (each alone), to prove every key is accepted. */
const signers: Record<string, JwtKeys> = Object.fromEntries(JWKS.map((k) => [k.alg, makeJwtKeys({ ...DEFAULT_KEYS, signingJwks: [k] })]));

beforeAll(async () => {
  stack = await startTestStack({ workdir: projectDir(), fixtureSql: FIXTURE, auth: { rateLimit: { signInSignUps: 10_000 } } });
});
afterEach(closeClients);
afterAll(() => stack?.stop());

async function signedUpUser() {
  const { data, error } = await stack.client(stack.config.keys.publishableKey).auth.signUp({ email: uniqueEmail('keys'), password: 'valid-pass-1' });
  expect(error).toBeNull();
  return data.session!;
}

const userClaims = (sub: string, session_id?: string) => ({
  sub, role: 'authenticated', aud: 'authenticated', iat: now(), exp: now() + 600, ...(session_id ? { session_id } : {}),
});

describe('signing with the project key', () => {
  it('publishes the RS256 and ES256 public keys (never the HS256 secret) at the JWKS endpoint', async () => {
    const r = await raw(stack, 'GET', '/.well-known/jwks.json');
    expect(r.status).toBe(200);
    expect(r.body.keys.map((k: { kid: string; alg: string }) => [k.kid, k.alg])).toEqual([['proj-rsa', 'RS256'], ['proj-ec', 'ES256']]);
    expect(JSON.stringify(r.body)).not.toMatch(/"(d|k|p|q)"/);
  });

  it('signs new sessions with the first key (RS256) and supabase-js accepts them', async () => {
    const s = await signedUpUser();
    expect(JSON.parse(Buffer.from(s.access_token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'RS256', kid: 'proj-rsa', typ: 'JWT' });
    const c = stack.client();
    await c.auth.setSession({ access_token: s.access_token, refresh_token: s.refresh_token });
    const { data, error } = await c.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(s.user.id);
    const claims = await c.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(s.user.id);
  });

  it('re-signs the legacy anon and service_role keys with jwt_secret; the CLI default ones are refused', async () => {
    expect(stack.config.keys.serviceRoleKey).not.toBe(DEFAULT_KEYS.serviceRoleKey);
    const ok = await stack.client(stack.config.keys.serviceRoleKey).auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(ok.error).toBeNull();
    // Not the project's key any more: the gateway refuses it as an API key.
    const bad = await stack.client(DEFAULT_KEYS.serviceRoleKey).auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(bad.error?.status).toBe(401);
  });
});

describe.each(['RS256', 'ES256', 'HS256'])('a token signed with the project %s key', (alg) => {
  it('calls the admin API with role service_role and with role supabase_admin', async () => {
    for (const role of ['service_role', 'supabase_admin']) {
      const token = await signJwt({ role, iat: now(), exp: now() + 600 }, signers[alg]);
      const { data, error } = await stack.client(token).auth.admin.listUsers({ page: 1, perPage: 1 });
      expect(error).toBeNull();
      expect(Array.isArray(data.users)).toBe(true);
    }
  });

  it('is a user on auth, REST, storage and realtime', async () => {
    const s = await signedUpUser();
    const token = await signJwt(userClaims(s.user.id, (JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString()) as { session_id: string }).session_id), signers[alg]);
    const r = await raw(stack, 'GET', '/user', { token });
    expect(r.status).toBe(200);
    const c = createClient(stack.apiUrl, stack.config.keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: WebSocket as any, timeout: 5000 } as any,
    });
    const ins = await c.from('notes').insert({ body: alg }).select('owner').single();
    expect(ins.error).toBeNull();
    expect(ins.data?.owner).toBe(s.user.id);
    const buckets = await c.storage.listBuckets();
    expect(buckets.error).toBeNull();
    await c.realtime.setAuth(token);
    const status = await new Promise<string>((resolve) => {
      c.channel(`keys-${alg}`, { config: { private: false } }).subscribe((st) => {
        if (st !== 'CLOSED') resolve(st);
      });
    });
    expect(status).toBe('SUBSCRIBED');
    await c.removeAllChannels();
    c.realtime.disconnect();
  });
});

const bearer = (token: string) => ({ apikey: stack.config.keys.publishableKey, Authorization: `Bearer ${token}` });

/** REST answers a bad token with PostgREST's 401 JWT error, never with rows. */
async function expectRestRefusal(token: string, code: string) {
  const rest = await fetch(`${stack.apiUrl}/rest/v1/notes?select=id`, { headers: bearer(token) });
  expect(rest.status).toBe(401);
  expect((await rest.json()).code).toBe(code);
}

/** storage-api answers a token it cannot verify with HTTP 400, body statusCode '403' AccessDenied. */
async function expectStorageRefusal(token: string) {
  const storage = await fetch(`${stack.apiUrl}/storage/v1/bucket`, { headers: bearer(token) });
  expect(storage.status).toBe(400);
  expect(await storage.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
}

/** A realtime join that carries the token as its access_token. */
const realtimeJoin = (token: string) => joinError(rtClient(stack, '2.0.0', token).channel(`forged-${randomBytes(4).toString('hex')}`));

describe('forged tokens are refused on auth, REST, storage and realtime with every key type configured', () => {
  const sub = '00000000-0000-4000-8000-000000000abc';
  const forgeries = async (alg: string): Promise<[string, () => string | Promise<string>, string, RegExp][]> => {
    const good = await signJwt({ role: 'service_role', iat: now(), exp: now() + 600 }, signers[alg]);
    const [h, , s] = good.split('.');
    const otherKid = alg === 'RS256' ? 'proj-ec' : 'proj-rsa';
    const stranger = makeJwtKeys({ ...DEFAULT_KEYS, signingJwks: [{ ...(alg === 'RS256' ? rsa() : alg === 'ES256' ? ec() : oct()) }] });
    const badSignature = /^InvalidJWTToken: Failed to validate JWT signature$/;
    return [
      ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}.`, 'PGRST301', badSignature],
      ['alg None', () => `${b64({ alg: 'None', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}.${s}`, 'PGRST301', badSignature],
      ['wrong key, same kid', () => signJwt({ role: 'service_role', iat: now(), exp: now() + 600 }, stranger), 'PGRST301', badSignature],
      ['kid swapped to another configured key', () => `${b64({ alg, kid: otherKid, typ: 'JWT' })}.${good.split('.')[1]}.${s}`, 'PGRST301', badSignature],
      ['expired', () => signJwt({ role: 'service_role', sub, iat: now() - 700, exp: now() - 100 }, signers[alg]), 'PGRST303', /^InvalidJWTToken: Token has expired \d+ seconds ago$/],
      ['tampered role', () => `${h}.${b64({ role: 'supabase_admin', iat: now(), exp: now() + 6000 })}.${s}`, 'PGRST301', badSignature],
      ['no exp', () => signJwt({ role: 'service_role', sub, iat: now() }, signers[alg]), 'PGRST303', /^InvalidJWTToken: Fields `role` and `exp` are required in JWT$/],
      ['not valid before a future nbf', () => signJwt({ role: 'service_role', sub, iat: now(), nbf: now() + 300, exp: now() + 600 }, signers[alg]), 'PGRST303', badSignature],
    ];
  };
  describe.each(['RS256', 'ES256', 'HS256'])('%s', async (alg) => {
    it.each(await forgeries(alg))('%s', { timeout: 20_000 }, async (_n, forge, restCode, realtimeReason) => {
      const token = await forge();
      const admin = await raw(stack, 'GET', '/admin/users', { token });
      expect(admin.status).toBe(403);
      expect(admin.body.code).toBe('bad_jwt');
      await expectRestRefusal(token, restCode);
      await expectStorageRefusal(token);
      expect(await realtimeJoin(token)).toMatch(realtimeReason);
    });
  });
});

describe('the publishable key as a bearer is the anon role, nothing more', () => {
  it('REST runs it as anon (no policy: no rows, no writes), storage refuses a bucket, realtime a private join', async () => {
    const key = stack.config.keys.publishableKey;
    const member = await signedUpUser();
    const own = await fetch(`${stack.apiUrl}/rest/v1/notes`, { method: 'POST', headers: { ...bearer(member.access_token), 'Content-Type': 'application/json' }, body: '{"body":"mía"}' });
    expect(own.status).toBe(201);
    const rest = await fetch(`${stack.apiUrl}/rest/v1/notes?select=id`, { headers: bearer(key) });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual([]);
    const insert = await fetch(`${stack.apiUrl}/rest/v1/notes`, { method: 'POST', headers: { ...bearer(key), 'Content-Type': 'application/json' }, body: '{"body":"anónima"}' });
    expect(insert.status).toBe(401);
    expect((await insert.json()).code).toBe('42501');
    const write = await fetch(`${stack.apiUrl}/storage/v1/bucket`, { method: 'POST', headers: { ...bearer(key), 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'by-anon', public: true }) });
    expect(write.status).toBe(400);
    expect(await write.json()).toMatchObject({ statusCode: '403', code: 'Unauthorized' });
    const channel = rtClient(stack, '2.0.0', key).channel('room:secret', { config: { private: true } });
    expect(await joinError(channel)).toBe('Unauthorized: You do not have permissions to read from this Channel topic: room:secret');
  });
});

describe("a deleted user's still-valid token", () => {
  it('is a verified JWT to REST and storage (neither looks the user up, like PostgREST and storage-api), but auth refuses it', async () => {
    const s = await signedUpUser();
    const mine = await fetch(`${stack.apiUrl}/rest/v1/notes`, { method: 'POST', headers: { ...bearer(s.access_token), 'Content-Type': 'application/json', Prefer: 'return=representation' }, body: '{"body":"before"}' });
    expect(mine.status).toBe(201);
    expect((await stack.admin().auth.admin.deleteUser(s.user.id)).error).toBeNull();

    const rest = await fetch(`${stack.apiUrl}/rest/v1/notes?select=body`, { headers: bearer(s.access_token) });
    expect(rest.status).toBe(200);
    // The row outlives its owner (no foreign key in the fixture); RLS still matches auth.uid() from the token.
    expect(await rest.json()).toEqual([{ body: 'before' }]);
    const storage = await fetch(`${stack.apiUrl}/storage/v1/bucket`, { headers: bearer(s.access_token) });
    expect(storage.status).toBe(200);
    expect(Array.isArray(await storage.json())).toBe(true);

    const user = await raw(stack, 'GET', '/user', { token: s.access_token });
    expect(user.status).toBe(403);
    expect(await realtimeJoin(s.access_token)).toBe('InvalidJWTToken: the session of this token no longer exists');
  });
});
