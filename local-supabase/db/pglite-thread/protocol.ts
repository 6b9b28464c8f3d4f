// Messages between the API thread and the thread that owns the embedded database, and errors as they cross.
import type { QueryResult, Statement } from '../adapter.js';
import type { WireCredentials } from '../wire-guard.js';

export type Request =
  | { op: 'query'; sql: string; params?: unknown[]; tx?: number; timeoutMs?: number | null }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'batch'; statements: Statement[]; timeoutMs?: number | null }
  | { op: 'begin'; timeoutMs?: number | null }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'serve'; host: string; port: number; credentials: WireCredentials }
  | { op: 'unserve' }
  | { op: 'close' };

export type Reply = QueryResult | QueryResult[] | number | null;

/** From the database thread: the answer to request `id`, or a notification for a listener. */
export type Message =
  | { kind: 'reply'; id: number; ok: true; value: Reply }
  | { kind: 'reply'; id: number; ok: false; error: WireError }
  | { kind: 'notify'; listener: number; payload: string }
  | { kind: 'log'; line: string }
  | { kind: 'ready' }
  | { kind: 'failed'; error: WireError };

/** An Error's message, name and primitive own fields (SQLSTATE `code`, `detail`, `hint`, `position`, …). */
export interface WireError {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean>;
}

export function toWireError(e: unknown): WireError {
  if (!(e instanceof Error)) return { message: String(e), name: 'Error', fields: {} };
  const fields: WireError['fields'] = {};
  for (const [k, v] of Object.entries(e)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fields[k] = v;
  }
  return { message: e.message, name: e.name, fields };
}

export function fromWireError(w: WireError): Error {
  const e = new Error(w.message);
  e.name = w.name;
  return Object.assign(e, w.fields);
}
