// Runs the jobs of the pg_cron-compatible `cron` schema. Placeholder: runs nothing yet.
import type { Database } from '../db/adapter.js';

export async function startCron(_db: Database, _opts: { log: (l: string) => void }): Promise<() => Promise<void>> {
  return async () => undefined;
}
