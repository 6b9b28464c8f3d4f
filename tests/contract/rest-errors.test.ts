// Bad input never yields a 5xx or a change: malformed queries, unknown names, bad bodies, oversize bodies, content types, bad tokens.
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { KEYS, type TestStack } from './support/stack.js';
import { startRestStack } from './support/rest.js';

let stack: TestStack;
let snapshot: unknown;

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const state = async () => (await stack.db.query('select name, value, note from public.counters order by name')).rows;

beforeAll(async () => {
  ({ stack } = await startRestStack());
});
afterAll(() => stack?.stop());
beforeEach(async () => {
  snapshot = await state();
});

async function call(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(`${stack.apiUrl}/rest/v1${path}`, {
    method,
    headers: { apikey: KEYS.publishableKey, 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

function expectPostgrestError(r: { status: number; body: any }, status: number, code: string) {
  expect(r.status).toBe(status);
  expect(Object.keys(r.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(r.body.code).toBe(code);
}

describe('malformed query strings → 400 PGRST100', () => {
  const cases = [
    ['GET', '/posts?select=id,'],
    ['GET', '/posts?select=id,authors(name'],
    ['GET', '/posts?id=zz.1'],
    ['GET', '/posts?id=eq'],
    ['GET', '/posts?id=in.1,2'],
    ['GET', '/posts?score=is.maybe'],
    ['GET', '/posts?or=id.eq.1'],
    ['GET', '/posts?or=(id.eq.1'],
    ['GET', '/posts?order=id.sideways'],
    ['GET', '/posts?limit=abc'],
    ['GET', '/posts?offset=-1'],
    ['PATCH', '/counters?name=eq'],
    ['DELETE', '/counters?and=(name.eq.visits'],
  ] as const;
  it.each(cases)('%s %s', async (method, path) => {
    const r = await call(method, path, method === 'PATCH' ? { body: '{"value":9}' } : {});
    expectPostgrestError(r, 400, 'PGRST100');
    expect(await state()).toEqual(snapshot);
  });
});

describe('unknown names', () => {
  it('unknown table → 404 PGRST205 with a hint', async () => {
    const r = await call('GET', '/counter');
    expectPostgrestError(r, 404, 'PGRST205');
    expect(r.body).toMatchObject({ message: "Could not find the table 'public.counter' in the schema cache", hint: "Perhaps you meant the table 'public.counters'" });
    expectPostgrestError(await call('POST', '/nope', { body: '{"a":1}' }), 404, 'PGRST205');
  });

  it('unknown column in select, filter, order → 400 42703; in a body → 400 PGRST204', async () => {
    expectPostgrestError(await call('GET', '/counters?select=nope'), 400, '42703');
    expectPostgrestError(await call('GET', '/counters?nope=eq.1'), 400, '42703');
    expectPostgrestError(await call('GET', '/counters?order=nope'), 400, '42703');
    expectPostgrestError(await call('PATCH', '/counters?nope=eq.1', { body: '{"value":5}' }), 400, '42703');
    expectPostgrestError(await call('PATCH', '/counters?name=eq.visits', { body: '{"nope":5}' }), 400, 'PGRST204');
    expect(await state()).toEqual(snapshot);
  });

  it('a schema that is not exposed → 406 PGRST106 (Content-Profile too)', async () => {
    expectPostgrestError(await call('GET', '/users', { headers: { 'Accept-Profile': 'auth' } }), 406, 'PGRST106');
    expectPostgrestError(await call('POST', '/counters', { headers: { 'Content-Profile': 'private' }, body: '{"name":"x"}' }), 406, 'PGRST106');
    expect(await state()).toEqual(snapshot);
  });

  it('invalid path → 404 PGRST125', async () => {
    expectPostgrestError(await call('GET', '/a/b/c'), 404, 'PGRST125');
  });
});

describe('bad bodies', () => {
  const cases: [string, string, string, number, string][] = [
    ['POST', '/counters', '{"name": ', 400, 'PGRST102'],
    ['POST', '/counters', '', 400, 'PGRST102'],
    ['POST', '/counters', '[1, 2]', 400, 'PGRST102'],
    ['POST', '/counters', '"text"', 400, 'PGRST102'],
    ['PATCH', '/counters?name=eq.visits', '{bad json}', 400, 'PGRST102'],
    ['PATCH', '/counters?name=eq.visits', '[{"value":1}]', 400, 'PGRST102'],
    ['POST', '/rpc/add', '{"a": 1,', 400, 'PGRST102'],
    ['POST', '/counters', '{"name":"x","value":"not a number"}', 400, '22P02'],
    ['POST', '/counters', '{"value":1}', 400, '23502'],
  ];
  it.each(cases)('%s %s %s → %d %s', async (method, path, body, status, code) => {
    expectPostgrestError(await call(method, path, { body }), status, code);
    expect(await state()).toEqual(snapshot);
  });

  it('a body over 1 MiB → 413 with a PostgREST error body', async () => {
    const big = JSON.stringify({ name: 'big', note: 'x'.repeat(1024 * 1024 + 10) });
    const r = await call('POST', '/counters', { body: big });
    expect(r.status).toBe(413);
    expect(Object.keys(r.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(await state()).toEqual(snapshot);
  });

  it('an unsupported Content-Type → 400 PGRST102, as PostgREST v14 answers it', async () => {
    for (const type of ['application/xml', 'image/png', 'text/html']) {
      const r = await call('POST', '/counters', { headers: { 'Content-Type': type }, body: '<name>x</name>' });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 'PGRST102', details: null, hint: null, message: `Content-Type not acceptable: ${type}` });
    }
    expect(await state()).toEqual(snapshot);
  });
});

describe('bad tokens → 401 with the PostgREST JWT error', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const tokens: [string, () => string | Promise<string>, string, string][] = [
    ['forged HS256 (wrong secret)', () => {
      const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}`;
      return `${input}.${createHmac('sha256', 'not-the-secret-not-the-secret-not-the-secret').update(input).digest('base64url')}`;
    }, 'PGRST301', 'JWT cryptographic operation failed'],
    ['expired', () => signJwt({ sub: '11111111-1111-1111-1111-111111111111', role: 'authenticated', exp: now() - 60 }, stack.deps.jwtKeys), 'PGRST303', 'JWT expired'],
    ['no exp', () => signJwt({ sub: '11111111-1111-1111-1111-111111111111', role: 'authenticated' }, stack.deps.jwtKeys), 'PGRST303', 'JWT claims validation or parsing failed'],
    ['not valid yet (nbf ahead)', () => signJwt({ sub: '11111111-1111-1111-1111-111111111111', role: 'authenticated', nbf: now() + 600, exp: now() + 1200 }, stack.deps.jwtKeys), 'PGRST303', 'JWT not yet valid'],
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}.`, 'PGRST301', 'Wrong or unsupported encoding algorithm'],
    ['alg None', () => `${b64({ alg: 'None', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}.`, 'PGRST301', 'Wrong or unsupported encoding algorithm'],
    ['unknown kid', () => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const input = `${b64({ alg: 'ES256', kid: 'someone-else', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now() + 600 })}`;
      return `${input}.${sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
    }, 'PGRST301', 'No suitable key or wrong key type'],
    ['not a JWT', () => 'abc.def', 'PGRST301', 'Expected 3 parts in JWT; got 2'],
  ];
  it.each(tokens)('%s', async (_name, make, code, message) => {
    const token = await make();
    for (const [method, path, body] of [['GET', '/counters', undefined], ['POST', '/counters', '{"name":"evil"}'], ['DELETE', '/counters?name=eq.visits', undefined]] as const) {
      const r = await call(method, path, { headers: { Authorization: `Bearer ${token}` }, body });
      expectPostgrestError(r, 401, code);
      expect(r.body.message).toBe(message);
      expect(r.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
    expect(await state()).toEqual(snapshot);
  });

  it('a valid token for a role that does not exist → 401 22023', async () => {
    const token = await signJwt({ role: 'nobody_here', exp: now() + 600 }, stack.deps.jwtKeys, 'HS256');
    const r = await call('POST', '/counters', { headers: { Authorization: `Bearer ${token}` }, body: '{"name":"evil"}' });
    expectPostgrestError(r, 401, '22023');
    expect(await state()).toEqual(snapshot);
  });

  it('a valid token naming a role the authenticator was not granted (postgres) → 403 42501, nothing runs as it', async () => {
    for (const role of ['postgres', 'supabase_auth_admin', 'pg_read_server_files']) {
      const token = await signJwt({ role, exp: now() + 600 }, stack.deps.jwtKeys, 'HS256');
      const r = await call('POST', '/counters', { headers: { Authorization: `Bearer ${token}` }, body: '{"name":"evil"}' });
      expectPostgrestError(r, 403, '42501');
      expect(r.body.message).toBe(`permission denied to set role "${role}"`);
    }
    expect(await state()).toEqual(snapshot);
  });

  it('no API key at all → 401, as the hosted gateway answers', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/whoami`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  });

  it('an API key that is not the project\'s → 401 Invalid API key, in the header or the query', async () => {
    for (const key of ['sb_publishable_not-ours', 'sb_secret_guess', 'no-es-una-clave']) {
      const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/whoami`, { method: 'POST', headers: { apikey: key, 'Content-Type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
    }
    const q = await fetch(`${stack.apiUrl}/rest/v1/rpc/whoami?apikey=sb_publishable_x`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(q.status).toBe(401);
  });

  it('the publishable key alone → anon', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/whoami`, { method: 'POST', headers: { apikey: stack.config.keys.publishableKey, 'Content-Type': 'application/json' }, body: '{}' });
    expect(await res.json()).toBe('nobody:anon');
  });
});

describe('schema cache reload', () => {
  it("picks up DDL after NOTIFY pgrst, 'reload schema'", async () => {
    await stack.db.exec(`create table public.reload_me (id int primary key, extra text); insert into public.reload_me values (1, 'x');`);
    expect((await call('GET', '/reload_me')).body).toEqual([{ id: 1, extra: 'x' }]);
    await stack.db.exec(`alter table public.reload_me drop column extra;`);
    const stale = await call('GET', '/reload_me');
    expect(stale.status).toBe(400);
    await stack.db.exec(`notify pgrst, 'reload schema'`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await call('GET', '/reload_me')).body).toEqual([{ id: 1 }]);
  });
});
