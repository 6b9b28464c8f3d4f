// The roles' per-transaction settings (statement_timeout, …) for services that run as a caller outside REST's schema cache: read lazily, dropped on reload.
import type { Queryable } from '../adapter.js';
import { readRoleSettings, type RoleSettings } from './roles.js';

export class RoleSettingsCache {
  private current?: Promise<RoleSettings>;

  constructor(private readonly db: Queryable) {}

  /** The role's settings as [name, value] pairs, in the order they apply (none when unreadable). */
  async of(role: string): Promise<[string, string][]> {
    if (!this.current) {
      const p = readRoleSettings(this.db);
      this.current = p;
      p.catch(() => {
        if (this.current === p) this.current = undefined;
      });
    }
    return (await this.current.catch(() => new Map() as RoleSettings)).get(role) ?? [];
  }

  reload(): void {
    this.current = undefined;
  }
}
