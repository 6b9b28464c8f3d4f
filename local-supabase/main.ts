// CLI entry, verbs mirror the `supabase` CLI: start | status | db reset | test db | gen types.
import { parseArgs } from 'node:util';
import { startStack } from './stack.js';

const HELP = `Usage: npm run stack -- <command>

  start [--port 54321] [--db-port 54322] [--data .local-supabase|DIR|memory] [--workdir DIR]
  status [-o env]
  db reset [--data DIR] [--workdir DIR]
  test db [--workdir DIR]
  gen types [--workdir DIR]
`;

async function start(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'db-port': { type: 'string' },
      data: { type: 'string' },
      workdir: { type: 'string' },
    },
  });
  const stack = await startStack({
    port: values.port !== undefined ? Number(values.port) : undefined,
    dbPort: values['db-port'] !== undefined ? Number(values['db-port']) : undefined,
    data: values.data,
    workdir: values.workdir,
    log: (l) => process.stderr.write(l + '\n'),
  });
  console.log(`local-supabase ready on ${stack.apiUrl}, database on ${stack.dbUrl}`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const [verb, sub, ...rest] = process.argv.slice(2);
  switch (verb) {
    case 'start':
      return start([sub, ...rest].filter((x): x is string => x !== undefined));
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(HELP);
      return;
    default:
      process.stderr.write(`Unknown command: ${[verb, sub].filter(Boolean).join(' ')}\n\n${HELP}`);
      process.exit(1);
  }
}

main().catch((e) => {
  process.stderr.write(`local-supabase: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
