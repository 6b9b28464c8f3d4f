// postgres_changes: bindings from the join config, and delivery of each captured change to the channels whose
// binding matches and whose subscriber may see the row (RLS checked as that subscriber, Supabase's DELETE rules).
// Visibility is a `select … where <pk> = …` as the subscriber when the change is processed, so a row already deleted
// (or made invisible) by a later commit is not delivered: it may under-deliver, it never leaks.
import type { Database } from '../../db/adapter.js';
import type { Channel, PgBinding } from '../channel.js';
import type { Hub } from '../hub.js';
import type { CapturedChange } from '../changes/capture.js';
import { FilterError, matchesFilter, parseFilter } from '../changes/filter.js';
import type { TableCache, TableInfo } from '../changes/tables.js';
import { visibleDeletedTo, visibleTo } from '../changes/visibility.js';

let nextId = 1000;
const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
const MAX_RECORD_BYTES = 1024 * 1024;

export type BindingsResult = { ok: true; bindings: PgBinding[]; echo: Record<string, unknown>[] } | { ok: false; message: string };

/** Parses `config.postgres_changes`; the echo keeps each entry as sent, plus its id, in the same order. */
export function parseBindings(raw: unknown): BindingsResult {
  if (raw === undefined || raw === null) return { ok: true, bindings: [], echo: [] };
  if (!Array.isArray(raw)) return { ok: false, message: 'Error parsing `postgres_changes` params: expected a list' };
  const bindings: PgBinding[] = [];
  const echo: Record<string, unknown>[] = [];
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object') return { ok: false, message: 'Error parsing `postgres_changes` params: expected objects' };
    const e = entry as Record<string, unknown>;
    const event = typeof e.event === 'string' ? e.event.toUpperCase() : '';
    if (!EVENTS.has(event)) return { ok: false, message: `Error parsing \`postgres_changes\` params: unknown event ${String(e.event)}` };
    if (typeof e.schema !== 'string' || !e.schema) return { ok: false, message: 'Error parsing `postgres_changes` params: schema is required' };
    const filter = typeof e.filter === 'string' && e.filter ? e.filter : undefined;
    let conditions;
    try {
      conditions = parseFilter(filter);
    } catch (err) {
      return { ok: false, message: err instanceof FilterError ? err.message : 'Error parsing `filter` params' };
    }
    const id = ++nextId;
    bindings.push({ id, event, schema: e.schema, table: typeof e.table === 'string' && e.table ? e.table : undefined, filter, conditions });
    echo.push({ ...e, id });
  }
  return { ok: true, bindings, echo };
}

/** Event, schema and table: what a binding asks for before its filter is looked at. */
function bindingTargets(b: PgBinding, c: CapturedChange): boolean {
  if (b.event !== '*' && b.event !== c.type) return false;
  if (b.schema !== '*' && b.schema !== c.schema) return false;
  return b.table === undefined || b.table === '*' || b.table === c.table;
}

/**
 * The filter, matched only against what the subscriber would receive: columns they may read and, for a DELETE on an
 * RLS table, only the key. A filter on anything else never matches, so a binding cannot probe hidden values.
 */
function filterMatches(b: PgBinding, c: CapturedChange, received: Set<string>): boolean {
  if (b.conditions.some((cond) => !received.has(cond.column))) return false;
  return matchesFilter(b.conditions, c.type === 'DELETE' ? c.oldRecord : c.record);
}

function pick(record: Record<string, unknown> | null, names: Iterable<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!record) return out;
  for (const n of names) if (n in record) out[n] = record[n];
  return out;
}

/** Replaces big values when a record exceeds 1 MiB, like Realtime's "Error 413". */
function limitSize(record: Record<string, unknown>): { record: Record<string, unknown>; tooLarge: boolean } {
  if (JSON.stringify(record).length <= MAX_RECORD_BYTES) return { record, tooLarge: false };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (JSON.stringify(v ?? null).length <= 64) out[k] = v;
  return { record: out, tooLarge: true };
}

interface Group {
  role: string;
  claims: Record<string, unknown>;
  targets: { channel: Channel; ids: number[] }[];
}

export class ChangeDelivery {
  constructor(
    private readonly db: Database,
    private readonly hub: Hub,
    private readonly tables: TableCache,
  ) {}

  /** Number of (subscriber, change) authorizations performed: read by the benchmark. */
  authorizations = 0;

  async deliver(c: CapturedChange): Promise<void> {
    const candidates = this.hub.pgChannels.size ? [...this.hub.pgChannels].filter((ch) => !ch.closed && ch.pg.some((b) => bindingTargets(b, c))) : [];
    if (!candidates.length) return;
    const info = await this.tables.table(c.schema, c.table);
    if (!info) return;
    // A table without a primary key cannot be delivered (nor checked against RLS): nothing goes out.
    if (!info.pk.length) return;
    const readableByRole = new Map<string, Set<string>>();
    for (const ch of candidates) {
      if (!readableByRole.has(ch.subject.role)) readableByRole.set(ch.subject.role, await this.tables.readableColumns(info, ch.subject.role));
    }
    const deleteOnRls = c.type === 'DELETE' && info.rls;
    const groups = new Map<string, Group & { readable: Set<string> }>();
    for (const ch of candidates) {
      const readable = readableByRole.get(ch.subject.role)!;
      // Without SELECT on the key the subscriber may not learn that anything changed (no "Error 401" with ids).
      if (!info.pk.every((k) => readable.has(k))) continue;
      const received = deleteOnRls ? new Set(info.pk) : readable;
      const ids = ch.pg.filter((b) => bindingTargets(b, c) && filterMatches(b, c, received)).map((b) => b.id);
      if (!ids.length) continue;
      const key = `${ch.subject.role}|${JSON.stringify(ch.subject.claims)}`;
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { role: ch.subject.role, claims: ch.subject.claims, targets: [], readable }));
      g.targets.push({ channel: ch, ids });
    }
    if (!groups.size) return;
    const list = [...groups.values()];
    // On an RLS table only subscribers whose policies show the row get it (for a DELETE: the row as it was).
    let visible = list.map(() => true);
    if (info.rls) {
      visible =
        c.type === 'DELETE'
          ? await visibleDeletedTo(this.db, info, c.oldRecord ?? {}, list)
          : await visibleTo(this.db, info, pick(c.record, info.pk), list);
      this.authorizations += list.reduce((n, g) => n + g.targets.length, 0);
    }
    list.forEach((g, i) => {
      if (!visible[i]) return;
      const data = this.payload(c, info, g.readable, null);
      for (const t of g.targets) t.channel.push('postgres_changes', { ids: t.ids, data });
    });
  }

  private payload(c: CapturedChange, info: TableInfo, readable: Set<string>, errors: string[] | null): Record<string, unknown> {
    const columns = info.columns.filter((col) => readable.has(col.name));
    const data: Record<string, unknown> = { schema: c.schema, table: c.table, commit_timestamp: c.commitTimestamp, type: c.type, columns, errors };
    if (errors) {
      if (c.type !== 'DELETE') data.record = {};
      if (c.type !== 'INSERT') data.old_record = {};
      return data;
    }
    const names = columns.map((col) => col.name);
    const errs: string[] = [];
    if (c.type !== 'DELETE') {
      const { record, tooLarge } = limitSize(pick(c.record, names));
      data.record = record;
      if (tooLarge) errs.push('Error 413: Payload Too Large');
    }
    if (c.type !== 'INSERT') {
      // Old values beyond the key only with REPLICA IDENTITY FULL, and never for deletes on RLS tables.
      const full = info.identityFull && !(c.type === 'DELETE' && info.rls);
      data.old_record = limitSize(pick(c.oldRecord, full ? names : info.pk.filter((k) => readable.has(k)))).record;
    }
    if (errs.length) data.errors = errs;
    return data;
  }
}
