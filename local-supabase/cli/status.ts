// `status [-o env]`: the stack's URLs and keys under the same names as `supabase status`, and whether a server runs.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { readRuntime } from './runtime-file.js';
import { formatEnv, formatTable, statusVariables } from './status-vars.js';

export async function statusCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { output: { type: 'string', short: 'o' }, workdir: { type: 'string' }, data: { type: 'string' } },
  });
  if (values.output !== undefined && values.output !== 'env' && values.output !== 'pretty' && values.output !== 'json') {
    throw new Error(`unknown output format ${values.output} (use env, json or pretty)`);
  }
  const config = await loadConfig({ workdir: values.workdir, data: values.data });
  const running = readRuntime(config);
  const vars = statusVariables(config, running);
  if (values.output === 'env') process.stdout.write(formatEnv(vars));
  else if (values.output === 'json') process.stdout.write(JSON.stringify(Object.fromEntries(vars), null, 2) + '\n');
  else process.stdout.write(formatTable(vars, running));
}
