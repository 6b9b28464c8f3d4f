// Serves the Postgres wire protocol for the embedded database (psql, pg_prove). Placeholder: not served yet.
import type { Database } from './adapter.js';

export async function serveDatabase(_db: Database, _host: string, port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  return { port, stop: async () => undefined };
}
