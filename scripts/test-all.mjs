// `npm test`: every layer (types, lint, unit, db, contract on PGlite and on real Postgres, e2e), then one closing count line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const pgUrl = process.env.TEST_DATABASE_URL;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
/** Minutes each layer took, printed at the end: CI keeps the whole run under 30 minutes. */
const durations = [];
mkdirSync('test-results', { recursive: true });

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  process.stdout.write(r.stdout ?? '');
  durations.push(`${name} ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  if (r.status !== 0) failures.push(name);
  return r;
}

function vitest(name, project, env = {}) {
  const out = `test-results/${name.replace(/\W+/g, '-')}.json`;
  const r = run(name, 'npx', ['vitest', 'run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${out}`], env);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += j.numPassedTests ?? 0;
    totals.failed += j.numFailedTests ?? 0;
    totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    for (const file of j.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed') failedTests.push({ layer: name, title: t.fullName ?? t.title, message: (t.failureMessages ?? []).join('\n') });
  } else if (r.status !== 0) totals.failed += 1;
}

function countLine(name, r) {
  const m = /(\d+) passed, (\d+) failed/.exec(r.stdout ?? '');
  if (m) {
    totals.passed += Number(m[1]);
    totals.failed += Number(m[2]);
  } else if (r.status !== 0) totals.failed += 1;
}

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('generated types are current', 'node', ['scripts/check-types.mjs']);
run('schema snapshot is current', 'node', ['scripts/check-schema.mjs']);
vitest('unit', 'unit');
countLine('db (PGlite)', run('db (PGlite)', 'npx', ['tsx', 'local-supabase/main.ts', 'test', 'db']));
if (pgUrl) countLine('db (Postgres)', run('db (Postgres)', 'npx', ['tsx', 'local-supabase/main.ts', 'test', 'db'], { DATABASE_URL: pgUrl }));
vitest('contract (PGlite)', 'contract', { DATABASE_URL: '' });
if (pgUrl) vitest('contract (Postgres)', 'contract', { DATABASE_URL: pgUrl });
else console.log('\n(TEST_DATABASE_URL not set: the real-Postgres passes are skipped; .ci/run sets it)');
vitest('e2e', 'e2e', { DATABASE_URL: '' });

// CI keeps only the tail of the output: repeat each failure's reason here, short, so it is never cut off.
for (const f of failedTests) {
  const reason = f.message.split('\n').filter((l) => l.trim()).slice(0, 12).join('\n    ');
  console.log(`\nFAILED [${f.layer}] ${f.title}\n    ${reason.slice(0, 1500)}`);
}
console.log(`\nLayer times: ${durations.join(', ')}`);
if (failures.length) console.log(`\nFailed layers: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed}${failures.length && !totals.failed ? ' (+layer errors)' : ''} failed, ${totals.skipped} skipped`.replace(' (+layer errors) failed', ' failed'));
process.exit(failures.length || totals.failed ? 1 : 0);
