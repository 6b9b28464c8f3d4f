// Holds the schema cache: loaded lazily, dropped on reload, refreshed once on a miss (tables created after start).
import type { Database } from '../db/adapter.js';
import { loadSchemaCache, type SchemaCache } from './schema-cache.js';

export class SchemaCacheHolder {
  private current?: Promise<SchemaCache>;
  private loadedAt = 0;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly schemas: string[],
  ) {}

  get(): Promise<SchemaCache> {
    if (!this.current) {
      const p = loadSchemaCache(this.db, this.schemas).then((c) => {
        this.loadedAt = Date.now();
        return c;
      });
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

  /** After a lookup miss: reload unless the cache is fresh, so objects created by SQL after start are found. */
  async refreshAfterMiss(): Promise<SchemaCache | null> {
    if (Date.now() - this.loadedAt < 250) return null;
    this.reload();
    return this.get();
  }
}
