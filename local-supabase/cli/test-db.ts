// `test db`: the pgTAP suite in supabase/tests on in-memory PGlite, or with pg_prove against DATABASE_URL; ends with "N passed, N failed".
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { listTestFiles } from '../testdb/files.js';
import { runPgliteSuite } from '../testdb/pglite-suite.js';
import { runPostgresSuite } from '../testdb/postgres-suite.js';
import { summaryLine, totals, type SuiteFile } from '../testdb/tap.js';

function report(f: SuiteFile): string {
  const { tap } = f;
  const status = f.error || !tap.planKept || tap.failed > 0 ? 'FAIL' : 'ok';
  const lines = [`${f.file} .. ${status} (${tap.passed}/${tap.planned ?? '?'} passed)`];
  for (const fail of tap.failures) {
    lines.push(`  not ok ${fail.number} - ${fail.description}`);
    for (const d of fail.diagnostics) lines.push(`    # ${d}`);
  }
  if (!tap.planKept && !f.error) lines.push(`  plan not kept: planned ${tap.planned ?? 'none'}, ran ${tap.run}`);
  if (f.error) lines.push(`  error: ${f.error.split('\n').join('\n  ')}`);
  return lines.join('\n');
}

export async function testDbCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { workdir: { type: 'string' }, verbose: { type: 'boolean', short: 'v' }, 'after-bootstrap': { type: 'string' } },
  });
  const config = await loadConfig({ workdir: values.workdir });
  const files = listTestFiles(config.supabaseDir);
  if (files.length === 0) throw new Error(`no pgTAP files in ${path.join(config.supabaseDir, 'tests')}`);
  const prepare = {
    supabaseDir: config.supabaseDir,
    seedPaths: config.seed.enabled ? config.seed.sqlPaths : [],
    afterBootstrapSql: values['after-bootstrap'] ? readFileSync(values['after-bootstrap'], 'utf8') : undefined,
  };
  const print = (f: SuiteFile, text?: string) => {
    if (values.verbose && text) console.log(text);
    console.log(report(f));
  };
  let results: SuiteFile[];
  if (config.databaseUrl) {
    console.log(`pgTAP on ${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')} (database reset first)`);
    results = await runPostgresSuite(config.databaseUrl, { ...prepare, files, cwd: config.workdir, log: (l) => console.log(l) });
    results.forEach((f) => print(f));
  } else {
    console.log('pgTAP on in-memory PGlite');
    results = await runPgliteSuite({ ...prepare, files, onFile: print });
  }
  const t = totals(results);
  console.log(summaryLine(t));
  if (t.failed > 0 || t.badFiles.length > 0) process.exitCode = 1;
}
