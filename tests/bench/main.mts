// `npm run bench -- <name> [args]`: runs tests/bench/<name>.ts (rest, realtime, …); with no name, lists them.
import { readdirSync } from 'node:fs';

const here = new URL('.', import.meta.url);
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3));

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.log(`Usage: npm run bench -- <${available.join('|')}> [args]`);
  process.exit(name ? 1 : 0);
}
const mod = (await import(new URL(`./${name}.ts`, here).href)) as { run(args: string[]): Promise<void> };
await mod.run(args);
process.exit(0);
