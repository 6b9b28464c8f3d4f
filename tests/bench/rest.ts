// `npm run bench -- rest [seconds]`: RLS point read through local-supabase REST vs the same SQL run directly, at concurrency 1 and 32.
import http from 'node:http';
import { record } from './report.js';
import pg from 'pg';
import { startStack, type StackHandle } from '../../local-supabase/stack.js';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { loadSchemaCache } from '../../local-supabase/rest/schema-cache.js';
import { prepare } from '../../local-supabase/rest/prepare.js';
import { parseRequest } from '../../local-supabase/rest/request.js';
import { execute } from '../../local-supabase/rest/execute.js';

const ROWS = 5000;
const USER = '0b0b0b0b-0000-4000-8000-000000000001';
const TABLE = 'bench_rest_points';

const FIXTURE = `
drop table if exists public.${TABLE} cascade;
create table public.${TABLE} (id int primary key, owner uuid not null, body text not null);
insert into public.${TABLE} select g, '${USER}', 'row ' || g from generate_series(1, ${ROWS}) g;
alter table public.${TABLE} enable row level security;
create policy "owners read their rows" on public.${TABLE} for select using (owner = (select auth.uid()));
grant select on public.${TABLE} to anon, authenticated, service_role;
`;

interface Stats {
  n: number;
  p50: number;
  p99: number;
  rps: number;
}

function summarize(latencies: number[], seconds: number): Stats {
  const s = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { n: s.length, p50: at(0.5), p99: at(0.99), rps: s.length / seconds };
}

/** Runs `op` from `concurrency` workers for `seconds`, recording each call's latency in ms. */
async function load(op: (i: number) => Promise<void>, concurrency: number, seconds: number): Promise<Stats> {
  const latencies: number[] = [];
  let i = 0;
  // Warm-up so first-call costs (plan cache, connections) are not measured.
  for (let w = 0; w < 50; w++) await op(i++);
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await op(i++);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(latencies, (performance.now() - start) / 1000);
}

function httpGetter(apiUrl: string, token: string, concurrency: number) {
  const url = new URL(apiUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = { apikey: DEFAULT_KEYS.publishableKey, Authorization: `Bearer ${token}`, 'Accept-Profile': 'public' };
  return (i: number) =>
    new Promise<void>((resolve, reject) => {
      const id = (i % ROWS) + 1;
      const req = http.request({ host: url.hostname, port: url.port, path: `/rest/v1/${TABLE}?id=eq.${id}`, agent, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => (res.statusCode === 200 && body.includes(`"id":${id}`) ? resolve() : reject(new Error(`bad response ${res.statusCode} ${body}`))));
      });
      req.on('error', reject);
      req.end();
    });
}

async function directGetter(stack: StackHandle, claims: Record<string, unknown>) {
  const cache = await loadSchemaCache(stack.db, stack.config.api.schemas);
  const headers = { 'accept-profile': 'public' };
  return async (i: number) => {
    const id = (i % ROWS) + 1;
    const search = new URLSearchParams({ id: `eq.${id}` });
    const req = parseRequest('GET', `/${TABLE}`, headers, stack.config.api.schemas);
    const p = prepare(cache, { req, search, body: Buffer.alloc(0), maxRows: stack.config.api.maxRows, path: `/${TABLE}` });
    const r = await execute(
      stack.db,
      {
        searchPath: '"public", "extensions"',
        role: 'authenticated',
        claims,
        method: 'GET',
        path: `/${TABLE}`,
        headers: JSON.stringify(headers),
        cookies: '{}',
        readOnly: true,
        roleSettings: cache.roleSettings.get('authenticated'),
      },
      p.sql,
      p.params,
    );
    if (r.pageTotal !== 1) throw new Error('direct read returned no row');
  };
}

/**
 * The floor under any HTTP API: a bare Node server answering a fixed row, measured with the same client in the same
 * process. REST's p50 can never go below this plus the SQL's, so it tells what share of the ratio is the transport.
 */
async function httpFloor(c: number, seconds: number): Promise<Stats> {
  const body = JSON.stringify([{ id: 1, owner: USER, body: 'row 1' }]);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: c });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: `/rest/v1/${TABLE}?id=eq.1`, agent, headers: { apikey: 'x', Authorization: `Bearer ${'x'.repeat(300)}` } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
  try {
    return await load(get, c, seconds);
  } finally {
    agent.destroy();
    server.close();
  }
}

const fmt = (s: Stats) => `p50 ${s.p50.toFixed(3)} ms  p99 ${s.p99.toFixed(3)} ms  ${Math.round(s.rps).toLocaleString('en-US')} req/s  (${s.n} requests)`;

async function benchEngine(label: string, engine: string, databaseUrl: string | undefined, seconds: number): Promise<void> {
  const stack = await startStack({
    port: 0,
    dbPort: 0,
    mailPort: 0,
    data: 'memory',
    migrate: false,
    databaseUrl,
    serveDb: false,
    serveMail: false,
    runCron: false,
    fixtureSql: FIXTURE,
    workdir: new URL('../..', import.meta.url).pathname,
  });
  try {
    await stack.deps.reloadSchema();
    const claims = { sub: USER, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 };
    const token = await signJwt(claims, stack.deps.jwtKeys);
    console.log(`\n${label}: RLS point read of 1 row out of ${ROWS} (GET /rest/v1/${TABLE}?id=eq.N, user token), ${seconds}s per case`);
    const direct = await directGetter(stack, claims);
    for (const c of [1, 32]) {
      const viaRest = await load(httpGetter(stack.apiUrl, token, c), c, seconds);
      const viaSql = await load(direct, c, seconds);
      const floor = await httpFloor(c, seconds);
      console.log(`  c=${String(c).padEnd(2)} REST   ${fmt(viaRest)}`);
      console.log(`  c=${String(c).padEnd(2)} SQL    ${fmt(viaSql)}`);
      console.log(`  c=${String(c).padEnd(2)} HTTP   ${fmt(floor)}  (bare Node server, no database: the transport's floor)`);
      console.log(`  c=${String(c).padEnd(2)} ratio  REST/SQL p50 ${(viaRest.p50 / viaSql.p50).toFixed(2)}x, throughput ${(viaRest.rps / viaSql.rps).toFixed(2)}x`);
      // The budgets are stated for a real Postgres; PGlite's rows have none.
      const budgeted = engine === 'Postgres';
      const ratio = viaRest.p50 / viaSql.p50;
      if (c === 1) {
        record({ bench: `rest (${engine})`, metric: 'RLS point read p50, c=1: REST / direct SQL', value: `${viaRest.p50.toFixed(2)} ms / ${viaSql.p50.toFixed(2)} ms = ${ratio.toFixed(2)}×`, target: budgeted ? '≤ 1.1×' : undefined, ok: budgeted ? ratio <= 1.1 : undefined });
        const floorRatio = (viaSql.p50 + floor.p50) / viaSql.p50;
        record({ bench: `rest (${engine})`, metric: 'c=1 floor: (direct SQL + bare HTTP round trip) / direct SQL', value: `(${viaSql.p50.toFixed(2)} + ${floor.p50.toFixed(3)}) ms = ${floorRatio.toFixed(2)}×; REST above that floor: ${(viaRest.p50 - viaSql.p50 - floor.p50).toFixed(3)} ms` });
      }
      else {
        record({ bench: `rest (${engine})`, metric: `RLS point reads, c=${c}`, value: `${Math.round(viaRest.rps).toLocaleString('en-US')} req/s`, target: budgeted ? '≥ 3,000 req/s' : undefined, ok: budgeted ? viaRest.rps >= 3000 : undefined });
        record({ bench: `rest (${engine})`, metric: `RLS point read p99, c=${c}`, value: `${viaRest.p99.toFixed(1)} ms`, target: budgeted ? '≤ 20 ms' : undefined, ok: budgeted ? viaRest.p99 <= 20 : undefined });
      }
    }
    if (databaseUrl) await stack.db.exec(`drop table if exists public.${TABLE} cascade`);
  } finally {
    await stack.stop();
  }
}

/** A database of its own next to the given one, so test runs that wipe `public` there cannot disturb the bench. */
async function benchDatabase(url: string): Promise<string> {
  const u = new URL(url);
  const name = `${u.pathname.slice(1) || 'postgres'}_bench_rest`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  u.pathname = `/${name}`;
  return u.toString();
}

export async function run(args: string[]): Promise<void> {
  const seconds = Number(args[0] ?? 3) || 3;
  await benchEngine('PGlite (embedded)', 'PGlite', undefined, seconds);
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) {
    const own = await benchDatabase(url);
    await benchEngine(`PostgreSQL (${own.replace(/:[^:@/]*@/, ':***@')})`, 'Postgres', own, seconds);
  }
  else console.log('\n(set DATABASE_URL or TEST_DATABASE_URL to also measure a real PostgreSQL)');
}
