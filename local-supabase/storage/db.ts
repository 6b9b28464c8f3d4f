// Database stage: the only place storage touches Postgres. Caller calls run in one transaction as the caller
// (db/as-caller.ts), so RLS on storage.objects / storage.buckets decides them.
import type { Database, Queryable } from '../db/adapter.js';
import { asCaller as runAsCaller, type CallerContext } from '../db/as-caller.js';
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
  /** The role's own settings (its statement_timeout, …), applied as REST applies them. */
  roleSettings?: [string, string][];
}

/** The caller's transaction: role, claims (also `request.jwt.claim.role` and `.sub`, as storage-api sets them), method, path and the role's settings. */
function callerContext(caller: Caller): CallerContext {
  return {
    role: caller.role,
    claims: caller.claims,
    claimSettings: [
      ['role', caller.role],
      ['sub', caller.sub ?? ''],
    ],
    settings: [
      ['request.method', caller.method],
      ['request.path', caller.path],
      ...(caller.roleSettings ?? []),
    ],
  };
}

/** Runs fn as the caller (RLS applies). A thrown error rolls everything back; database errors map to storage errors. */
export async function asCaller<T>(db: Database, caller: Caller, fn: (tx: Queryable) => Promise<T>, opts: { rollback?: boolean } = {}): Promise<T> {
  // Only the API roles: a token naming another role (postgres, say) must not run as it.
  if (!API_ROLES.has(caller.role)) throw E.accessDenied(`Access denied: role "${caller.role}" cannot be assumed`);
  try {
    return await runAsCaller(db, callerContext(caller), fn, opts);
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

/** Whether the caller could run `sql` (e.g. the insert an upload will do): throws when not; everything is undone. */
export async function probe(db: Database, caller: Caller, sql: string, params: unknown[]): Promise<void> {
  await asCaller(db, caller, (tx) => tx.query(sql, params), { rollback: true });
}
