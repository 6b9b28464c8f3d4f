// Property-based fuzz of REST over the app's real schema (migrations + seed): generated query strings, headers and bodies
// on every exposed table, view and RPC never answer 5xx, every 4xx is a PostgREST error, refused requests change no table.
// Replay a reported failure with FUZZ_SEED=<seed> FUZZ_PATH=<path>; FUZZ_COUNT changes the number of requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz, statusLine } from '../fuzz/run.js';
import { startFuzzStack, type FuzzStack } from '../fuzz/stack.js';

const COUNT = Number(process.env.FUZZ_COUNT || 10_000);

let fuzz: FuzzStack;
beforeAll(async () => {
  fuzz = await startFuzzStack(process.env.DATABASE_URL || undefined);
});
afterAll(() => fuzz?.stop());

describe('REST fuzz over the app schema', () => {
  it(`${COUNT} generated requests: no 5xx, PostgREST error bodies, refused requests change no table`, { timeout: 120_000 }, async () => {
    const report = await runFuzz({
      apiUrl: fuzz.stack.apiUrl,
      db: fuzz.stack.db,
      schema: fuzz.schema,
      ids: fuzz.ids,
      count: COUNT,
      seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      path: process.env.FUZZ_PATH || undefined,
      stopOnFailure: true,
    });
    console.log(`fuzz seed ${report.seed}: ${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s: ${statusLine(report.statuses)}; tables written by 2xx: ${report.tablesWritten.size}; hashing ${(report.snapshotMs / 1000).toFixed(1)} s`);
    if (process.env.FUZZ_SLOWEST) console.log(report.slowest.map(([ms, r]) => `${ms} ms ${r}`).join('\n'));
    expect(report.failures.map((f) => `[${f.kind}] FUZZ_SEED=${f.seed} FUZZ_PATH=${f.path}: ${f.detail}`)).toEqual([]);
    if (process.env.FUZZ_PATH) return;
    expect(report.requests).toBeGreaterThanOrEqual(COUNT);
    // Every exposed table, view and RPC was targeted, and both outcomes (and real writes) were reached, or the fuzz proves little.
    const untouched = [...fuzz.schema.relations.map((r) => `${r.schema}.${r.name}`), ...fuzz.schema.functions.map((f) => `fn:${f.schema}.${f.name}`)].filter((t) => !report.targets.get(t));
    expect(untouched).toEqual([]);
    const share = (from: number, to: number) => [...report.statuses].filter(([s]) => s >= from && s < to).reduce((a, [, n]) => a + n, 0) / report.requests;
    expect(share(200, 300)).toBeGreaterThan(0.15);
    expect(share(400, 500)).toBeGreaterThan(0.15);
    expect(report.tablesWritten.size).toBeGreaterThan(0);
  });
});
