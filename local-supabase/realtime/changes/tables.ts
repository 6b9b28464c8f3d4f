// Table metadata for change delivery (primary key, RLS, replica identity, columns readable per role), cached briefly.
import type { Database } from '../../db/adapter.js';

export interface Column {
  name: string;
  type: string;
}

export interface TableInfo {
  oid: number;
  schema: string;
  table: string;
  rls: boolean;
  identityFull: boolean;
  pk: string[];
  columns: Column[];
}

const TTL_MS = 2000;

export class TableCache {
  private tables = new Map<string, { at: number; info: Promise<TableInfo | null> }>();
  private readable = new Map<string, { at: number; cols: Promise<Set<string>> }>();

  constructor(private readonly db: Database) {}

  clear(): void {
    this.tables.clear();
    this.readable.clear();
  }

  table(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    const hit = this.tables.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.info;
    const info = this.loadTable(schema, table).catch(() => null);
    this.tables.set(key, { at: Date.now(), info });
    return info;
  }

  /** Column names `role` may SELECT (empty when the role does not exist or has no privilege). */
  readableColumns(info: TableInfo, role: string): Promise<Set<string>> {
    const key = `${info.oid}|${role}`;
    const hit = this.readable.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.cols;
    const cols = this.db
      .query<{ name: string }>(
        `select a.attname as name from pg_attribute a
         where a.attrelid = $1::oid and a.attnum > 0 and not a.attisdropped
           and exists (select 1 from pg_roles where rolname = $2)
           and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
        [info.oid, role],
      )
      .then((r) => new Set(r.rows.map((x) => x.name)))
      .catch(() => new Set<string>());
    this.readable.set(key, { at: Date.now(), cols });
    return cols;
  }

  private async loadTable(schema: string, table: string): Promise<TableInfo | null> {
    const r = await this.db.query<{ oid: number; rls: boolean; ident: string; pk: string[]; columns: Column[] }>(
      `select c.oid::int4 as oid, c.relrowsecurity as rls, c.relreplident::text as ident,
         (select coalesce(json_agg(a.attname order by a.attnum), '[]'::json) from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary) as pk,
         (select coalesce(json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum), '[]'::json)
            from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2`,
      [schema, table],
    );
    const row = r.rows[0];
    if (!row) return null;
    return { oid: row.oid, schema, table, rls: row.rls, identityFull: row.ident === 'f', pk: row.pk, columns: row.columns };
  }
}
