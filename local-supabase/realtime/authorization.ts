// Private channels: read/write permissions from RLS on realtime.messages, checked as the subscriber (4.8). Probe rows
// are inserted with the server's rights, so realtime.set_subject takes the subscriber's role inside the SQL, and
// db/as-caller.ts's rolled-back transaction makes them vanish; the subscriber's role settings (its statement_timeout) apply to it.
import type { Queryable } from '../db/adapter.js';
import { rolledBack } from '../db/as-caller.js';
import type { Subject } from './auth.js';
import type { RealtimeContext } from './context.js';

export type Extension = 'broadcast' | 'presence';

type AuthorizationDeps = Pick<RealtimeContext, 'db' | 'roleSettings'>;

/** A rolled-back probe run on the subject's behalf, under the subject's role settings. */
async function probe<T>(ctx: AuthorizationDeps, subject: Subject, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return rolledBack(ctx.db, fn, await ctx.roleSettings.of(subject.role));
}

export async function readableExtensions(ctx: AuthorizationDeps, topic: string, subject: Subject, extensions: Extension[]): Promise<Set<Extension>> {
  const allowed = await probe(ctx, subject, async (tx) => {
    const r = await tx.query<{ allowed: string[] | string }>(
      'select realtime.can_read($1, $2, $3::jsonb, $4::text[]) as allowed',
      [topic, subject.role, JSON.stringify(subject.claims), extensions],
    );
    return r.rows[0]?.allowed;
  });
  return new Set(parseTextArray(allowed) as Extension[]);
}

export async function canWrite(ctx: AuthorizationDeps, topic: string, subject: Subject, extension: Extension): Promise<boolean> {
  return probe(ctx, subject, async (tx) => {
    const r = await tx.query<{ ok: boolean }>('select realtime.can_write($1, $2, $3::jsonb, $4) as ok', [
      topic,
      subject.role,
      JSON.stringify(subject.claims),
      extension,
    ]);
    return r.rows[0]?.ok === true;
  });
}

/** Both adapters return arrays as Postgres text ("{a,b}"). */
export function parseTextArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v !== 'string' || v === '{}' || !v.startsWith('{')) return [];
  return v
    .slice(1, -1)
    .split(',')
    .map((s) => s.replace(/^"|"$/g, ''));
}
