// Database stage: the only place storage touches Postgres. Caller calls run in one transaction as the caller's role
// with the request context as transaction-local settings, so RLS on storage.objects / storage.buckets decides them.
import type { Database, Queryable } from '../db/adapter.js';
import { E, fromDbError } from './errors.js';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Caller {
  /** Database role from the credential (anon, authenticated, service_role). */
  role: string;
  claims: Record<string, unknown>;
  /** The member's id (JWT `sub`) when the token carries one. */
  sub: string | null;
  method: string;
  path: string;
}

const CONTEXT_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.role', $3, true), set_config('request.jwt.claim.sub', $4, true), " +
  "set_config('request.method', $5, true), set_config('request.path', $6, true)";

/** Runs fn as the caller (RLS applies). A thrown error rolls everything back; database errors map to storage errors. */
export async function asCaller<T>(db: Database, caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  // Only the API roles: a token naming another role (postgres, say) must not run as it.
  if (!API_ROLES.has(caller.role)) throw E.accessDenied(`Access denied: role "${caller.role}" cannot be assumed`);
  try {
    return await db.transaction(async (tx) => {
      await tx.query(CONTEXT_SQL, [caller.role, JSON.stringify(caller.claims), caller.role, caller.sub ?? '', caller.method, caller.path]);
      return fn(tx);
    });
  } catch (e) {
    throw fromDbError(e);
  }
}

/** Runs fn with the server's own rights (bucket limits, public and signed reads), as storage-api's superuser calls do. */
export async function asServer<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (e) {
    throw fromDbError(e);
  }
}

/** Thrown inside asCaller to undo a permission probe ("could this insert happen?") after it succeeded. */
export class Probe extends Error {}

/** True when the caller could run `sql` (e.g. the insert an upload will do), with everything undone afterwards. */
export async function probe(db: Database, caller: Caller, sql: string, params: unknown[]): Promise<void> {
  try {
    await asCaller(db, caller, async (tx) => {
      await tx.query(sql, params);
      throw new Probe();
    });
  } catch (e) {
    if (e instanceof Probe) return;
    throw e;
  }
}
