// `npm run bench -- fair [seconds]`: issue 33's probe shapes on PGlite — one client loops a deep embed GET over the
// biggest tables and a regex filter while 7 members read and write; % of the members' requests served and their p99.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../../local-supabase/stack.js';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { loadAverage, record } from './report.js';

const MEMBERS = 7;
const memberId = (i: number) => `0f0f0f0f-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

const FIXTURE = `
create table public.fair_authors (id int primary key, name text not null);
create table public.fair_posts (id int primary key, author_id int not null references public.fair_authors (id), title text not null);
create table public.fair_comments (id int primary key, post_id int not null references public.fair_posts (id), author_id int not null references public.fair_authors (id), body text not null);
create index on public.fair_posts (author_id);
create index on public.fair_comments (post_id);
create index on public.fair_comments (author_id);
create table public.fair_notes (id bigint generated always as identity primary key, owner uuid not null default auth.uid(), body text not null);
insert into public.fair_authors select g, 'author ' || g from generate_series(1, 200) g;
insert into public.fair_posts select g, 1 + g % 200, 'post ' || g from generate_series(1, 4000) g;
insert into public.fair_comments select g, 1 + g % 4000, 1 + g % 200, repeat(md5(g::text), 4) from generate_series(1, 40000) g;
alter table public.fair_notes enable row level security;
create policy "members read their notes" on public.fair_notes for select to authenticated using (owner = (select auth.uid()));
create policy "members write their notes" on public.fair_notes for insert to authenticated with check (owner = (select auth.uid()));
grant select on public.fair_authors, public.fair_posts, public.fair_comments to anon, authenticated;
grant select, insert on public.fair_notes to authenticated;
`;

/** The attacker's shapes: a deep embed over the biggest tables, and the heaviest regular expression still accepted. */
const ATTACKS = [
  '/rest/v1/fair_authors?select=*,fair_posts(*,fair_comments(*,fair_authors(*,fair_comments(*))))',
  `/rest/v1/fair_comments?select=id&body=imatch.${encodeURIComponent('.{0,9}'.repeat(11) + 'z')}`,
  `/rest/v1/fair_comments?select=id&body=match.${encodeURIComponent('(a+)+$')}`,
];

function request(apiUrl: string, agent: http.Agent, method: string, p: string, headers: Record<string, string>, body?: string): Promise<number> {
  const url = new URL(apiUrl);
  return new Promise((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: p, agent, headers: { apikey: DEFAULT_KEYS.publishableKey, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

export async function run(args: string[]): Promise<void> {
  const seconds = Number(args[0] ?? 30) || 30;
  // Data on disk, as `npm run stack` keeps it (the embedded database's watchdog only restarts a database on disk).
  const data = mkdtempSync(path.join(tmpdir(), 'bench-fair-'));
  const stack = await startStack({
    port: 0, dbPort: 0, mailPort: 0, data, migrate: false, serveDb: false, serveMail: false, runCron: false,
    fixtureSql: FIXTURE, workdir: new URL('../..', import.meta.url).pathname,
  });
  try {
    await stack.deps.reloadSchema();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const tokens = await Promise.all([...Array(MEMBERS).keys()].map((i) => signJwt({ sub: memberId(i), role: 'authenticated', aud: 'authenticated', exp }, stack.deps.jwtKeys)));
    const load = loadAverage();
    console.log(`\nPGlite: 1 anonymous client loops ${ATTACKS.length} probe shapes (4 at a time) while ${MEMBERS} members read and write, ${seconds}s (load ${load})`);
    const end = Date.now() + seconds * 1000;
    const attackerAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const attacks: Record<number, number> = {};
    const attacker = async (k: number) => {
      for (let i = k; Date.now() < end; i++) {
        const status = await request(stack.apiUrl, attackerAgent, 'GET', ATTACKS[i % ATTACKS.length]!, {});
        attacks[status] = (attacks[status] ?? 0) + 1;
      }
    };
    const times: number[] = [];
    let failed = 0;
    const member = async (i: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const auth = { Authorization: `Bearer ${tokens[i]}` };
      for (let n = 0; Date.now() < end; n++) {
        const t0 = performance.now();
        const status = n % 2
          ? await request(stack.apiUrl, agent, 'POST', '/rest/v1/fair_notes', { ...auth, 'Content-Type': 'application/json', Prefer: 'return=minimal' }, JSON.stringify({ body: `note ${n}` }))
          : await request(stack.apiUrl, agent, 'GET', `/rest/v1/fair_posts?select=id,title&id=eq.${1 + ((n * 7 + i) % 4000)}`, auth);
        times.push(performance.now() - t0);
        if (status < 200 || status >= 300) failed++;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await Promise.all([...[0, 1, 2, 3].map(attacker), ...[...Array(MEMBERS).keys()].map(member)]);
    const sorted = times.sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
    const served = times.length ? (100 * (times.length - failed)) / times.length : 0;
    const after = loadAverage();
    console.log(`  members: ${times.length - failed}/${times.length} served (${served.toFixed(2)}%), p99 ${p99.toFixed(0)} ms; attacker answers ${JSON.stringify(attacks)}; load ${load} → ${after}`);
    record({ bench: 'fair (PGlite)', metric: `1 client looping the probe's embed + regex GETs: other clients' reads and writes served`, value: `${served.toFixed(2)}% of ${times.length} (load ${load})`, target: '≥ 99%', ok: served >= 99 });
    record({ bench: 'fair (PGlite)', metric: `1 client looping the probe's embed + regex GETs: other clients' p99`, value: `${p99.toFixed(0)} ms (load ${load})`, target: '≤ 1 s', ok: p99 <= 1000 });
  } finally {
    await stack.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
