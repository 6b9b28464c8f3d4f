// `start`: serve the stack until SIGINT/SIGTERM, printing the one ready line.
import { parseArgs } from 'node:util';
import { startStack } from '../stack.js';

export async function startCommand(argv: string[]): Promise<void> {
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
