// Fails when src/types/database.ts differs from what `npm run stack -- gen types` produces now (stale generated types).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const r = spawnSync('npx', ['tsx', 'local-supabase/main.ts', 'gen', 'types'], { encoding: 'utf8', maxBuffer: 1 << 26 });
if (r.status !== 0) {
  process.stderr.write(r.stderr);
  process.exit(1);
}
const committed = readFileSync('src/types/database.ts', 'utf8');
if (committed !== r.stdout) {
  console.error('src/types/database.ts is stale: run `npm run stack -- gen types > src/types/database.ts` and commit it.');
  process.exit(1);
}
console.log('src/types/database.ts matches the migrations.');
