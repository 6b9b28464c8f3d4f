// Auth contract, `[auth] signing_keys_path` and `jwt_secret`: a project with its own RS256 key file (plus ES256 and
// HS256 keys) signs with it, publishes the JWKS, and every service (auth, REST, realtime, storage) accepts every
// configured key; forged tokens (alg none, wrong key, kid swap, expired, tampered role) stay refused everywhere.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { makeJwtKeys, signJwt, type JwtKeys } from '../../local-supabase/keys/jwt.js';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail } from './auth-helpers.js';

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
      const token = signJwt({ role, iat: now(), exp: now() + 600 }, signers[alg]);
      const { data, error } = await stack.client(token).auth.admin.listUsers({ page: 1, perPage: 1 });
      expect(error).toBeNull();
      expect(Array.isArray(data.users)).toBe(true);
    }
  });

  it('is a user on auth, REST, storage and realtime', async () => {
    const s = await signedUpUser();
    const token = signJwt(userClaims(s.user.id, (JSON.parse(Buffer.from(s.access_token.split('.')[1], 'base64url').toString()) as { session_id: string }).session_id), signers[alg]);
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

describe('forged tokens are refused on auth, REST and storage with every key type configured', () => {
  const sub = '00000000-0000-4000-8000-000000000abc';
  const forgeries = (alg: string): [string, () => string][] => {
    const good = signJwt({ role: 'service_role', iat: now(), exp: now() + 600 }, signers[alg]);
    const [h, , s] = good.split('.');
    const otherKid = alg === 'RS256' ? 'proj-ec' : 'proj-rsa';
    const stranger = makeJwtKeys({ ...DEFAULT_KEYS, signingJwks: [{ ...(alg === 'RS256' ? rsa() : alg === 'ES256' ? ec() : oct()) }] });
    return [
      ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}.`],
      ['wrong key, same kid', () => signJwt({ role: 'service_role', iat: now(), exp: now() + 600 }, stranger)],
      ['kid swapped to another configured key', () => `${b64({ alg, kid: otherKid, typ: 'JWT' })}.${good.split('.')[1]}.${s}`],
      ['expired', () => signJwt({ role: 'service_role', sub, iat: now() - 700, exp: now() - 100 }, signers[alg])],
      ['tampered role', () => `${h}.${b64({ role: 'supabase_admin', iat: now(), exp: now() + 6000 })}.${s}`],
    ];
  };
  describe.each(['RS256', 'ES256', 'HS256'])('%s', (alg) => {
    it.each(forgeries(alg))('%s', { timeout: 20_000 }, async (_n, forge) => {
      const token = forge();
      const admin = await raw(stack, 'GET', '/admin/users', { token });
      expect(admin.status).toBe(403);
      expect(admin.body.code).toBe('bad_jwt');
      const rest = await fetch(`${stack.apiUrl}/rest/v1/notes?select=id`, { headers: { apikey: stack.config.keys.publishableKey, Authorization: `Bearer ${token}` } });
      expect(rest.status).toBe(401);
      const storage = await fetch(`${stack.apiUrl}/storage/v1/bucket`, { headers: { apikey: stack.config.keys.publishableKey, Authorization: `Bearer ${token}` } });
      expect([400, 401, 403]).toContain(storage.status);
    });
  });
});
