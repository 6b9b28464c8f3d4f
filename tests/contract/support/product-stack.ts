// local-supabase with the product's migrations and no seed or cron, on in-memory PGlite or on a fresh database of
// DATABASE_URL that its stop drops: what the contract tests of the product's tables, topics, buckets and workers start.
import { startStack, type StackHandle, type StartOptions } from '../../../local-supabase/stack.js';
import { freshPostgresDatabase } from '../stack-process.js';

export const ROOT = new URL('../../..', import.meta.url).pathname;

export async function startProductStack(opts: StartOptions = {}): Promise<StackHandle> {
  const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const stack = await startStack({
    port: 0,
    dbPort: 0,
    mailPort: 0,
    data: 'memory',
    databaseUrl: fresh?.url,
    serveDb: false,
    serveMail: false,
    runCron: false,
    seed: { enabled: false },
    workdir: ROOT,
    ...opts,
  });
  const stopStack = stack.stop.bind(stack);
  return Object.assign(stack, {
    async stop() {
      await stopStack();
      await fresh?.drop();
    },
  });
}
