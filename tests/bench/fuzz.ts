// `npm run bench -- fuzz [count]`: the REST fuzz of the contract suite at scale (default 100,000 requests) on PGlite and, with DATABASE_URL or TEST_DATABASE_URL, on Postgres.
import { loadAverage, record, recorded, table } from './report.js';
import { runFuzz, statusLine } from '../fuzz/run.js';
import { startFuzzStack } from '../fuzz/stack.js';

async function fuzzEngine(engine: string, postgresUrl: string | undefined, count: number, seed: number | undefined): Promise<void> {
  const fuzz = await startFuzzStack(postgresUrl);
  try {
    console.log(`\n${engine}: ${count.toLocaleString('en-US')} generated requests over ${fuzz.schema.relations.length} relations and ${fuzz.schema.functions.length} functions`);
    const report = await runFuzz({ apiUrl: fuzz.stack.apiUrl, db: fuzz.stack.db, schema: fuzz.schema, ids: fuzz.ids, count, seed });
    const seconds = report.ms / 1000;
    console.log(`  seed ${report.seed}, ${seconds.toFixed(1)} s (${Math.round(report.requests / seconds)} req/s): ${statusLine(report.statuses)}`);
    for (const f of report.failures) console.log(`  [${f.kind}] FUZZ_SEED=${f.seed} FUZZ_PATH=${f.path}: ${f.detail}`);
    const bench = `fuzz (${engine})`;
    record({ bench, metric: 'requests (seed)', value: `${report.requests.toLocaleString('en-US')} (${report.seed})` });
    record({ bench, metric: 'responses ≥ 500 (or none)', value: String(report.serverErrors), target: '0', ok: report.serverErrors === 0 });
    record({ bench, metric: 'tables changed by refused requests', value: String(report.refusedChanges), target: '0', ok: report.refusedChanges === 0 });
    record({ bench, metric: 'duration', value: `${seconds.toFixed(1)} s, ${Math.round(report.requests / seconds)} req/s` });
  } finally {
    await fuzz.stop();
  }
}

export async function run(args: string[]): Promise<void> {
  const count = Number(args[0] ?? 100_000) || 100_000;
  const started = new Date();
  const load = loadAverage();
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  await fuzzEngine('PGlite', undefined, count, seed);
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) await fuzzEngine('Postgres', url, count, seed);
  else console.log('\n(set DATABASE_URL or TEST_DATABASE_URL to also fuzz a real PostgreSQL)');
  // fuzz is not part of `npm run bench` (all), so it prints its own rows.
  console.log(`\n${table(recorded().filter((r) => r.bench.startsWith('fuzz')), { fuzz: load }, started)}`);
}
