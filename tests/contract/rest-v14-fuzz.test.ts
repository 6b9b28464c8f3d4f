// Bounded fuzz of the REST query grammar on the v14 fixture (computed fields and relationships, aggregates, spreads the app
// schema lacks): 3,000 generated (and mutated) select/filter/order strings never answer 5xx, and every 4xx is a PostgREST
// error body with a code. The app schema's fuzz (methods, headers, bodies, snapshots) is rest-fuzz.test.ts.
import { describe, expect, it } from 'vitest';
import { KEYS } from './support/stack.js';
import { v14StackForFile } from './support/rest-v14.js';

// With rest-fuzz's 10,000 requests this keeps the REST fuzz of one engine within two minutes.
const CASES = 3_000;
const CONCURRENCY = 16;

const stack = v14StackForFile();

/** Small deterministic PRNG (mulberry32) so a failure can be replayed from its index. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}

const COLUMNS = ['id', 'title', 'year', 'rating', 'budget', 'meta', 'director_id', 'full_title', 'nope', '*', '"title"', 'ti tle', 'año'];
const EMBEDS = ['directors', 'premieres', 'film_premieres', 'first_premiere', 'film_director', 'measurements', 'users', 'director_id', 'films_director_id_fkey', 'tickets'];
const HINTS = ['', '!inner', '!left', '!films_director_id_fkey', '!director_id', '!nope', '!inner!left', '!'];
const CASTS = ['', '::text', '::int', '::integer', '::numeric', '::json', '::nope', '::text[]', '::', '::double precision'];
const AGGS = ['', '.sum()', '.count()', '.avg()', '.max()', '.min()', '.nope()'];
const PATHS = ['', '->a', '->>a', '->0', '->>-1', '->a->>b', '->>>x', '->', '->"q"', '->a.b'];
const OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'nope', ''];
const VALUES = ['1', 'abc', '', 'null', 'true', '(1,2)', '("a,b",c)', '{1,2}', '{"a":1}', '[1,5)', '*a*', '(', ')', '"', '%', '1.5', '-1', 'not_null', 'unknown', "'fat' & 'cat'", '\\', 'é', '99999999999999999999'];
// Half the cases draw only from these, unmutated, so the fuzz also covers queries that run (not just ones that fail early).
const CLEAN = {
  columns: ['id', 'title', 'year', 'rating', 'meta', 'director_id', 'full_title', '*'],
  embeds: ['directors', 'premieres', 'film_premieres', 'first_premiere', 'film_director', 'measurements', 'tickets'],
  hints: ['', '!inner', '!left'],
  casts: ['', '::text'],
  paths: [''],
  ops: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is', 'in', 'like'],
  values: ['1', '2000', 'null', '(1,2)', '*a*'],
};
const NOISE = ['(', ')', ',', '.', ':', '!', '"', '-', '>', '*', '...', '::', '->', ' ', '%', '\\', '\u0000', 'é', '🙂'];

function generate(seed: number): string {
  const r = rng(seed);
  const clean = seed % 2 === 0;
  const L = clean
    ? CLEAN
    : { columns: COLUMNS, embeds: EMBEDS, hints: HINTS, casts: CASTS, paths: PATHS, ops: OPS, values: VALUES };
  const mutate = (x: string) => (clean ? x : damage(r, x));
  const column = () => {
    const c = r.pick(L.columns);
    return c + (c === 'meta' ? r.pick(PATHS.slice(0, 6)) : r.pick(L.paths)) + (r.next() < 0.3 ? r.pick(L.casts) : '') + (!clean && r.next() < 0.15 ? r.pick(AGGS) : '');
  };
  const alias = () => (r.next() < 0.2 ? r.pick(clean ? ['a', 'b', 'c'] : ['a', 'x y', '"q"', '', 'count']) + ':' : '');
  const item = (depth: number): string => {
    const k = r.next();
    if (k < 0.55 || depth > 2) return alias() + column();
    if (k < 0.6 && !clean) return alias() + 'count()';
    const inner = Array.from({ length: r.int(3) }, () => item(depth + 1)).join(',');
    return (r.next() < 0.15 && !clean ? '...' : alias()) + r.pick(L.embeds) + r.pick(L.hints) + '(' + inner + ')';
  };
  const select = Array.from({ length: 1 + r.int(4) }, () => item(0)).join(',');
  const params = new URLSearchParams();
  if (r.next() < 0.9) params.set('select', mutate(select));
  for (let i = r.int(3); i > 0; i--) {
    const cond = `${r.next() < 0.2 ? 'not.' : ''}${r.pick(L.ops)}${!clean && r.next() < 0.1 ? r.pick(['(any)', '(all)', '(english)', '(']) : ''}.${r.pick(L.values)}`;
    const key = r.next() < 0.15 ? r.pick(['or', 'and', 'not.or']) : (!clean && r.next() < 0.2 ? r.pick(EMBEDS) + '.' : '') + r.pick(L.columns.filter((c) => c !== '*')) + r.pick(L.paths);
    const value = key.endsWith('or') || key.endsWith('and') ? `(${r.pick(L.columns)}.${cond},${r.pick(L.columns)}.${cond})` : cond;
    params.append(mutate(key), mutate(value));
  }
  if (r.next() < 0.3) params.set('order', mutate(`${r.pick(L.columns.filter((c) => c !== '*'))}${r.pick(L.paths)}.${r.pick(clean ? ['asc', 'desc'] : ['asc', 'desc', 'nullsfirst', 'x'])}`));
  if (r.next() < 0.2) params.set(r.pick(['limit', 'offset']), r.pick(clean ? ['0', '1', '3'] : ['0', '1', '-1', 'x', '1.5', '99999999999999999999']));
  return params.toString();
}

/** Occasionally damages the text: drops, duplicates or inserts a reserved character. */
function damage(r: ReturnType<typeof rng>, s: string): string {
  if (r.next() > 0.3 || s.length === 0) return s;
  const at = r.int(s.length + 1);
  const k = r.next();
  if (k < 0.4) return s.slice(0, at) + r.pick(NOISE) + s.slice(at);
  if (k < 0.7) return s.slice(0, at) + s.slice(at + 1);
  return s.slice(0, at) + s.slice(at, at + 1 + r.int(4)).repeat(2) + s.slice(at + 1 + r.int(4));
}

describe('fuzz', () => {
  it(`${CASES} generated query strings: never 5xx, every error a PostgREST body`, { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < CASES && failures.length < 10) {
        const i = next++;
        const path = `/rest/v1/${i % 7 === 0 ? 'rpc/films_since?y=1900&' : i % 5 === 0 ? 'directors?' : 'films?'}${generate(i)}`;
        const res = await fetch(stack.apiUrl + path, { headers: { apikey: KEYS.publishableKey } });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`#${i} ${res.status} ${path} → ${text.slice(0, 200)}`);
        else if (res.status >= 400) {
          let body: { code?: unknown } = {};
          try {
            body = JSON.parse(text);
          } catch {
            /* reported below */
          }
          if (typeof body.code !== 'string') failures.push(`#${i} ${res.status} without a code: ${path} → ${text.slice(0, 200)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(CASES);
    // The generator must reach both outcomes, or it proves nothing.
    expect(statuses.get(200)).toBeGreaterThan(CASES / 10);
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
  });
});
