// Applies supabase/migrations/*.sql in order (tracked like the CLI) and the seed files. Placeholder.
import type { Database } from './adapter.js';

export interface MigrateResult {
  applied: string[];
  /** True when the database had no migration history before this run (fresh database → seed). */
  fresh: boolean;
}

export async function applyMigrations(_db: Database, _supabaseDir: string): Promise<MigrateResult> {
  return { applied: [], fresh: true };
}

export async function applySeed(_db: Database, _paths: string[]): Promise<string[]> {
  return [];
}
