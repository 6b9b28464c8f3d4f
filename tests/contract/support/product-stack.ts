// local-supabase with the product's migrations and no seed or cron, on in-memory PGlite or on a fresh database of a
// Postgres server (DATABASE_URL unless named; null: PGlite) that its stop drops: what the contract tests of the
// product's tables, topics, buckets and workers, and the REST fuzz, start.
import { startStack, type StackHandle, type StartOptions } from '../../../local-supabase/stack.js';
import { freshPostgresDatabase } from '../stack-process.js';

export const ROOT = new URL('../../..', import.meta.url).pathname;

export async function startProductStack(opts: StartOptions = {}, postgresUrl: string | null = process.env.DATABASE_URL || null): Promise<StackHandle> {
  const fresh = postgresUrl ? await freshPostgresDatabase(postgresUrl) : undefined;
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
