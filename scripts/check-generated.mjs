// Shared by check-types.mjs and check-schema.mjs: fails when a committed generated file differs from what its generator writes now.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function checkGenerated(file, verb, script) {
  const r = spawnSync('npx', ['tsx', 'local-supabase/main.ts', ...verb], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(1);
  }
  if (readFileSync(file, 'utf8') !== r.stdout) {
    console.error(`${file} is stale: run \`${script}\` and commit it.`);
    process.exit(1);
  }
  console.log(`${file} matches the migrations.`);
}
