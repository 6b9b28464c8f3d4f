// `start`: serve the stack until SIGINT/SIGTERM, printing the one ready line.
import { parseArgs } from 'node:util';
import { startStack } from '../stack.js';
import { writeRuntime } from './runtime-file.js';

function parsePort(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag} must be a port number (0 picks a free one), got ${value}`);
  return n;
}

export async function startCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'db-port': { type: 'string' },
      'mail-port': { type: 'string' },
      'smtp-port': { type: 'string' },
      data: { type: 'string' },
      workdir: { type: 'string' },
    },
  });
  const log = (l: string) => process.stderr.write(l + '\n');
  const stack = await startStack({
    port: parsePort(values.port, '--port'),
    dbPort: parsePort(values['db-port'], '--db-port'),
    mailPort: parsePort(values['mail-port'], '--mail-port'),
    smtpPort: parsePort(values['smtp-port'], '--smtp-port'),
    data: values.data,
    workdir: values.workdir,
    log,
  });
  const removeRuntime = writeRuntime(stack.config, {
    pid: process.pid,
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    mailUrl: stack.mailUrl,
    startedAt: new Date().toISOString(),
  });
  // On stderr with the other logs: stdout is the one ready line. `npm start` points the mailer at this SMTP port.
  if (stack.mailUrl) log(`mail catcher on ${stack.mailUrl}, smtp://${stack.config.host}:${stack.smtpPort}`);
  process.stdout.write(`local-supabase ready on ${stack.apiUrl}, database on ${stack.dbUrl}\n`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Closing the database flushes it; a stuck close must not keep the process alive forever.
    const force = setTimeout(() => {
      log(`local-supabase: shutdown after ${signal} took too long; exiting`);
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await stack.stop();
      removeRuntime();
      process.exit(0);
    } catch (e) {
      log(`local-supabase: shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
