// RLS visibility of one row for many subscribers: one call of realtime.visible_to, which switches to each
// subscriber's role and claims in turn (transaction-local settings, reverted when the transaction ends).
import type { Database } from '../../db/adapter.js';

export interface VisibilitySubject {
  role: string;
  claims: Record<string, unknown>;
}

export async function visibleTo(
  db: Database,
  table: { schema: string; table: string },
  key: Record<string, unknown>,
  subjects: VisibilitySubject[],
): Promise<boolean[]> {
  if (!subjects.length) return [];
  const rel = `${quoteIdent(table.schema)}.${quoteIdent(table.table)}`;
  const r = await db.transaction((tx) =>
    tx.query<{ v: unknown }>('select realtime.visible_to($1::regclass, $2::jsonb, $3::jsonb)::text as v', [
      rel,
      JSON.stringify(key),
      JSON.stringify(subjects.map((s) => ({ role: s.role, claims: s.claims }))),
    ]),
  );
  const text = String(r.rows[0]?.v ?? '{}');
  const parts = text === '{}' ? [] : text.slice(1, -1).split(',');
  return subjects.map((_, i) => parts[i] === 't' || parts[i] === 'true');
}

export function quoteIdent(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}
