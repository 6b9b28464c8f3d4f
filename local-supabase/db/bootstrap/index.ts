// Bootstrap of a Supabase-shaped database (roles, schemas, auth/realtime/storage objects, pg_cron shim). Placeholder.
import type { Database } from '../adapter.js';

export async function bootstrap(_db: Database): Promise<void> {}
