// Runs authorization queries as a subscriber inside a transaction that is always rolled back (probe rows vanish).
import type { Database, Queryable } from '../db/adapter.js';

class Rollback<T> {
  constructor(readonly value: T) {}
}

export async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as T;
    throw e;
  }
  throw new Error('unreachable');
}
