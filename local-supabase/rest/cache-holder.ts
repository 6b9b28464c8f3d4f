// Holds the schema cache: loaded lazily, dropped on reload, refreshed on a miss (objects created after start).
import type { Database } from '../db/adapter.js';
import { loadSchemaCache, type SchemaCache } from './schema-cache.js';

export class SchemaCacheHolder {
  private current?: Promise<SchemaCache>;
  private missReload?: Promise<SchemaCache>;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly schemas: string[],
  ) {}

  get(): Promise<SchemaCache> {
    if (!this.current) {
      const p = loadSchemaCache(this.db, this.schemas);
      this.current = p;
      p.catch(() => {
        if (this.current === p) this.current = undefined;
      });
    }
    return this.current;
  }

  onReload(cb: () => void): void {
    this.listeners.push(cb);
  }

  reload(): void {
    this.current = undefined;
    for (const cb of this.listeners) cb();
  }

  /**
   * After a lookup miss: reload so objects created by SQL after start are found. Concurrent misses share one
   * reload; names that do not exist in the catalog at all do not trigger one.
   */
  async refreshAfterMiss(code: string, schema: string, name: string): Promise<SchemaCache | null> {
    if (code === 'PGRST205') {
      const r = await this.db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [`"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`]);
      if (!r.rows[0]?.ok) return null;
    } else if (code === 'PGRST202') {
      const r = await this.db.query<{ ok: boolean }>(
        'select exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1 and p.proname = $2) as ok',
        [schema, name],
      );
      if (!r.rows[0]?.ok) return null;
    }
    if (!this.missReload) {
      this.reload();
      this.missReload = this.get().finally(() => (this.missReload = undefined));
    }
    return this.missReload;
  }
}
