// Table metadata for change delivery (primary key, RLS, replica identity, columns readable per role) shaped from the catalog, cached briefly.
import type { Database } from '../../db/adapter.js';
import { readReadableColumns, readRelations } from '../../db/catalog/index.js';

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
    const cols = readReadableColumns(this.db, info.oid, role).catch(() => new Set<string>());
    this.readable.set(key, { at: Date.now(), cols });
    return cols;
  }

  private async loadTable(schema: string, table: string): Promise<TableInfo | null> {
    const rel = (await readRelations(this.db, [schema], table))[0];
    if (!rel) return null;
    const primary = rel.keys.find((k) => k.type === 'p');
    // Key columns in table order, as change payloads list them.
    const pk = rel.columns.filter((c) => primary?.nums.includes(c.num)).map((c) => c.name);
    return {
      oid: rel.oid,
      schema,
      table,
      rls: rel.rls,
      identityFull: rel.replicaIdentity === 'f',
      pk,
      columns: rel.columns.map((c) => ({ name: c.name, type: c.typname })),
    };
  }
}
