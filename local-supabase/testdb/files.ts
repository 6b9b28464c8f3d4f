// Lists the pgTAP files of supabase/tests in run order: 000-setup-tests-hooks.sql first, then the rest by name.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

export function orderTestFiles(names: string[]): string[] {
  const sql = names.filter((n) => n.endsWith('.sql')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const setup = sql.filter((n) => n.startsWith('000-'));
  return [...setup, ...sql.filter((n) => !n.startsWith('000-'))];
}

export function listTestFiles(supabaseDir: string): string[] {
  const dir = path.join(supabaseDir, 'tests');
  if (!existsSync(dir)) return [];
  return orderTestFiles(readdirSync(dir)).map((n) => path.join(dir, n));
}
