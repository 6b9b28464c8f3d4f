// `npm run bench -- <name> [args]` runs tests/bench/<name>.ts; with no name (or `all`) it runs every bench and prints one table.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadAverage, recorded, table } from './report.js';

const here = new URL('.', import.meta.url);
const NOT_BENCHES = new Set(['report', 'storage-attack']);
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('web-'))
  .map((f) => f.slice(0, -3))
  .filter((n) => !NOT_BENCHES.has(n));
/** The order of the table; fuzz (when present) is a test of its own, not a measure. */
const ALL = ['start', 'rest', 'fair', 'realtime', 'chat', 'storage', 'web'].filter((n) => available.includes(n));

type Bench = { run(args: string[]): Promise<void> };
const load = async (name: string) => (await import(new URL(`./${name}.ts`, here).href)) as Bench;

const [name, ...args] = process.argv.slice(2);
if (name && name !== 'all') {
  if (!available.includes(name)) {
    console.log(`Usage: npm run bench [-- all [--readme] | <${available.join('|')}> [args]]`);
    process.exit(1);
  }
  await (await load(name)).run(args);
  process.exit(0);
}

const started = new Date();
const loads: Record<string, string> = {};
// The web bench's browser timings and Lighthouse scores move by a few points from run to run: the table gives medians of 3.
const ARGS: Record<string, string[]> = { web: ['--runs', '3'] };
for (const bench of ALL) {
  loads[bench] = loadAverage();
  console.log(`\n━━ ${bench} (load ${loads[bench]}) ━━`);
  await (await load(bench)).run(ARGS[bench] ?? []);
}
const out = table(recorded(), loads, started);
console.log(`\n${out}`);
if (args.includes('--readme')) {
  const readme = new URL('../../README.md', import.meta.url);
  const text = readFileSync(readme, 'utf8');
  const marked = /(<!-- bench:start -->\n)[\s\S]*?(\n<!-- bench:end -->)/;
  if (!marked.test(text)) throw new Error('README.md has no <!-- bench:start --> … <!-- bench:end --> block');
  writeFileSync(readme, text.replace(marked, `$1${out}$2`));
  console.log('README.md updated.');
}
process.exit(0);
