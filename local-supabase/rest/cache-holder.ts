// Holds the schema cache: loaded lazily, dropped on reload, refreshed on a miss (objects created after start).
import type { Database } from '../db/adapter.js';
import { functionExists, relationExists } from '../db/catalog/index.js';
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
    if (code === 'PGRST205' && !(await relationExists(this.db, schema, name))) return null;
    if (code === 'PGRST202' && !(await functionExists(this.db, schema, name))) return null;
    if (!this.missReload) {
      this.reload();
      this.missReload = this.get().finally(() => (this.missReload = undefined));
    }
    return this.missReload;
  }
}
