// REST fuzz runner: fast-check batches of generated requests against a running local-supabase, checked for 5xx, error shapes and refused writes.
//
// Design of the "refused requests change nothing" check. Each fast-check run is a batch of requests sent concurrently.
// Before and after the batch a superuser connection hashes every table of the exposed schema (md5 of its rows' text,
// ordered), so any committed change to any row shows. A change is explained only by a request answered 2xx that could
// write it: a POST/PUT/PATCH/DELETE on a table or view, or any RPC call, explains the tables its target can reach (the
// relation itself, a view's base tables, trigger functions, cascading foreign keys, and the tables and functions a
// function body names: see `writeReach` in schema.ts, an over-approximation). A changed table that no 2xx write of the
// batch reaches means a refused (4xx) or read request committed something: that is a failure. Writes are not rolled
// back (no `Prefer: tx=rollback` forced on them) because that would hide the very commits we look for; the price is
// that a refused write landing on a table that a 2xx write of the same batch also reaches goes unseen, which is why the
// batches are small and most generated writes are refused (anon, a member on others' rows, broken input).
import http from 'node:http';
import fc from 'fast-check';
import type { Queryable } from '../../local-supabase/db/adapter.js';
import { requestArb, type FuzzIdentities, type FuzzRequest } from './arbitraries.js';
import { changedTables, snapshot, type FuzzSchema } from './schema.js';

export interface FuzzOptions {
  apiUrl: string;
  /** A superuser connection for the snapshots. */
  db: Queryable;
  schema: FuzzSchema;
  ids: FuzzIdentities;
  /** Requests to send (rounded up to whole batches). */
  count: number;
  seed?: number;
  /** Replay one batch: fast-check's path of a reported failure (with its seed). */
  path?: string;
  batch?: number;
  concurrency?: number;
  /** Stop at the first failing batch (the test) or go on counting (the bench). */
  stopOnFailure?: boolean;
}

export interface FuzzFailure {
  kind: '5xx' | 'error body' | 'refused change' | 'no response';
  /** `seed` and `path` replay the batch: FUZZ_SEED=<seed> FUZZ_PATH=<path>. */
  seed: number;
  path: string;
  detail: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  statuses: Map<number, number>;
  /** Responses with a status ≥ 500 (and requests that got no response). */
  serverErrors: number;
  /** Tables changed in a batch where no 2xx write could reach them. */
  refusedChanges: number;
  /** Tables changed by 2xx writes over the run: proves writes really ran. */
  tablesWritten: Set<string>;
  /** Requests per target (`schema.name`, `fn:schema.name`, `none`): proves every relation and function was reached. */
  targets: Map<string, number>;
  failures: FuzzFailure[];
  ms: number;
  /** Time spent hashing tables (part of `ms`). */
  snapshotMs: number;
  /** The slowest requests, for tuning: [ms, request]. */
  slowest: [number, string][];
}

interface Outcome {
  req: FuzzRequest;
  status: number;
  text: string;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export function describeRequest(r: FuzzRequest): string {
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${k === 'Authorization' || k === 'apikey' ? v.slice(0, 20) + '…' : v}`)
    .join('; ');
  const path = r.path.length > 400 ? `${r.path.slice(0, 400)}…(${r.path.length} chars)` : r.path;
  return `${r.method} ${path} [${headers}]${r.body !== undefined ? ` body(${r.body.length}) ${r.body.slice(0, 200)}` : ''}`;
}

function send(agent: http.Agent, base: URL, r: FuzzRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    const headers: Record<string, string | number> = { ...r.headers };
    if (body) headers['Content-Length'] = body.length;
    let req: http.ClientRequest;
    try {
      req = http.request({ host: base.hostname, port: base.port, method: r.method, path: r.path, headers, agent, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => resolve({ status: 0, text: String(e) }));
      });
    } catch (e) {
      // Node refused to build the request: a generator bug, reported as such.
      resolve({ status: -1, text: String(e) });
      return;
    }
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (e) => resolve({ status: 0, text: String(e) }));
    req.end(body);
  });
}

/** PostgREST's error body ({code, message, details, hint}); a request without apikey gets the gateway's ({message, hint}). */
function errorBodyProblem(o: Outcome): string | null {
  // Node's HTTP parser refuses an oversized head (431) before any route runs, as Kong's 414 does in front of PostgREST.
  if (o.req.method === 'HEAD' || o.status === 431) return null;
  let body: unknown;
  try {
    body = JSON.parse(o.text);
  } catch {
    return 'not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'not an object';
  const b = body as Record<string, unknown>;
  if (typeof b.message !== 'string') return 'no message';
  if (!('apikey' in o.req.headers) && o.status === 401) return null;
  if (typeof b.code !== 'string') return 'no code';
  if (!('details' in b) || !('hint' in b)) return 'no details/hint';
  return null;
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const batchSize = opts.batch ?? 100;
  const concurrency = opts.concurrency ?? 8;
  const seed = opts.seed ?? (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0;
  const base = new URL(opts.apiUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const report: FuzzReport = { seed, requests: 0, statuses: new Map(), serverErrors: 0, refusedChanges: 0, tablesWritten: new Set(), targets: new Map(), failures: [], ms: 0, snapshotMs: 0, slowest: [] };
  const started = performance.now();
  let run = 0;
  let last = await snapshot(opts.db, opts.schema.tables);
  const fail = (f: Omit<FuzzFailure, 'seed'>) => {
    if (report.failures.length < 20) report.failures.push({ seed, ...f });
  };

  const property = fc.asyncProperty(fc.array(requestArb(opts.schema, opts.ids), { minLength: batchSize, maxLength: batchSize }), async (batch) => {
    const path = opts.path ?? String(run);
    run++;
    const outcomes: Outcome[] = new Array(batch.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < batch.length; i = next++) {
        const t0 = performance.now();
        outcomes[i] = { req: batch[i], ...(await send(agent, base, batch[i])) };
        const ms = performance.now() - t0;
        if (report.slowest.length < 5 || ms > report.slowest[4][0]) {
          report.slowest.push([Math.round(ms), `${outcomes[i].status} ${describeRequest(batch[i]).slice(0, 300)}`]);
          report.slowest.sort((a, b) => b[0] - a[0]).splice(5);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    let ok = true;
    for (const o of outcomes) {
      report.requests++;
      report.statuses.set(o.status, (report.statuses.get(o.status) ?? 0) + 1);
      report.targets.set(o.req.target, (report.targets.get(o.req.target) ?? 0) + 1);
      if (o.status >= 500 || o.status <= 0) {
        report.serverErrors++;
        ok = false;
        fail({ kind: o.status >= 500 ? '5xx' : 'no response', path, detail: `${o.status} ${describeRequest(o.req)} → ${o.text.slice(0, 300)}` });
      } else if (o.status >= 400) {
        const problem = errorBodyProblem(o);
        if (problem) {
          ok = false;
          fail({ kind: 'error body', path, detail: `${o.status} ${problem}: ${describeRequest(o.req)} → ${o.text.slice(0, 200)}` });
        }
      }
    }
    const t0 = performance.now();
    const after = await snapshot(opts.db, opts.schema.tables);
    report.snapshotMs += performance.now() - t0;
    const changed = changedTables(last, after);
    last = after;
    const writes = outcomes.filter((o) => o.status >= 200 && o.status < 300 && (o.req.target.startsWith('fn:') || (!READS.has(o.req.method) && o.req.target !== 'none')));
    const allowed = new Set(writes.flatMap((o) => [...(opts.schema.reach.get(o.req.target) ?? [])]));
    const unexplained = changed.filter((t) => !allowed.has(t));
    for (const t of changed) if (allowed.has(t)) report.tablesWritten.add(t);
    if (unexplained.length) {
      report.refusedChanges += unexplained.length;
      ok = false;
      const suspects = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && !READS.has(o.req.method)).map((o) => `${o.status} ${describeRequest(o.req)}`);
      fail({ kind: 'refused change', path, detail: `${unexplained.join(', ')} changed with no 2xx write reaching them; refused writes of the batch:\n  ${suspects.slice(0, 8).join('\n  ')}` });
    }
    return ok || !opts.stopOnFailure;
  });
  await fc.check(property, { seed, numRuns: opts.path ? 1 : Math.ceil(opts.count / batchSize), path: opts.path, endOnFailure: true });
  agent.destroy();
  report.ms = performance.now() - started;
  return report;
}

/** One line per status, for logs: `200×5123 201×40 400×3000 …`. */
export function statusLine(statuses: Map<number, number>): string {
  return [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
}
