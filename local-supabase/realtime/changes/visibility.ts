// RLS visibility of one row for many subscribers: one statement calling realtime.visible_to, which switches to each
// subscriber's role and claims in turn. The settings are transaction-local and the statement is its own transaction,
// so they are gone when it returns. The fast variant has no per-subscriber error trap; on any error the safe one runs.
import type { Database } from '../../db/adapter.js';

export interface VisibilitySubject {
  role: string;
  claims: Record<string, unknown>;
}

/** The table as regclass text and the subjects as the JSON the realtime.visible_* functions read. */
function visibilityParams(table: { schema: string; table: string }, row: Record<string, unknown>, subjects: VisibilitySubject[]): unknown[] {
  return [`${quoteIdent(table.schema)}.${quoteIdent(table.table)}`, JSON.stringify(row), JSON.stringify(subjects.map((s) => ({ role: s.role, claims: s.claims })))];
}

export async function visibleTo(
  db: Database,
  table: { schema: string; table: string },
  key: Record<string, unknown>,
  subjects: VisibilitySubject[],
): Promise<boolean[]> {
  if (!subjects.length) return [];
  // Sorted by role so the database switches roles (and replans) as rarely as possible.
  const order = subjects.map((_, i) => i).sort((a, b) => (subjects[a].role < subjects[b].role ? -1 : subjects[a].role > subjects[b].role ? 1 : 0));
  const params = visibilityParams(table, key, order.map((i) => subjects[i]));
  const r = await db
    .query<{ v: unknown }>('select realtime.visible_to_fast($1::regclass, $2::jsonb, $3::jsonb)::text as v', params)
    .catch(() => db.query<{ v: unknown }>('select realtime.visible_to($1::regclass, $2::jsonb, $3::jsonb)::text as v', params));
  const seen = booleans(r.rows[0]?.v);
  const out = subjects.map(() => false);
  order.forEach((i, j) => (out[i] = seen[j] ?? false));
  return out;
}

/** Same for a row that was just deleted: its old image is checked against the table's SELECT policies. */
export async function visibleDeletedTo(
  db: Database,
  table: { schema: string; table: string },
  oldRecord: Record<string, unknown>,
  subjects: VisibilitySubject[],
): Promise<boolean[]> {
  if (!subjects.length) return [];
  const r = await db
    .query<{ v: unknown }>('select realtime.visible_deleted_to($1::regclass, $2::jsonb, $3::jsonb)::text as v', visibilityParams(table, oldRecord, subjects))
    .catch(() => ({ rows: [] as { v: unknown }[] }));
  const seen = booleans(r.rows[0]?.v);
  return subjects.map((_, i) => seen[i] ?? false);
}

/** A boolean[] as Postgres prints it (`{t,f,…}`). */
function booleans(value: unknown): boolean[] {
  const text = String(value ?? '{}');
  return text === '{}' ? [] : text.slice(1, -1).split(',').map((p) => p === 't' || p === 'true');
}

export function quoteIdent(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}
