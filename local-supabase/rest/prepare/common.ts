// Shared pieces of the plan + SQL stages: the Prepared contract, media types, Prefer echo, paging, body checks.
import type { Accept, Preferences } from '../ast.js';
import { errors } from '../errors.js';
import type { StatementResult } from '../execute.js';
import { parseBody } from '../parse/body.js';
import type { ParsedQuery } from '../parse/query.js';
import { outputKeys, type ReadNode } from '../plan.js';
import { CONTENT_TYPES, csvHeader, type RestResponse } from '../respond.js';
import type { ApiRequest } from '../request.js';
import type { BodyShape } from '../sql/read.js';
import type { SqlLimits } from '../sql/builder.js';

export interface Prepared {
  sql: string;
  params: unknown[];
  readOnly: boolean;
  /** count=planned|estimated: the EXPLAIN run after the statement, in the same transaction. */
  explain?: { sql: string; params: unknown[] };
  /** Runs inside the transaction; throwing rolls it back. */
  check?: (r: StatementResult) => void;
  respond(r: StatementResult): RestResponse;
}

export interface PrepareInput {
  req: ApiRequest;
  search: URLSearchParams;
  body: Buffer;
  contentType?: string;
  maxRows: number;
  /** pgrst.db_aggregates_enabled: count()/sum()/… in select are allowed. */
  aggregates?: boolean;
  path: string;
}

export function shapeOf(accept: Accept): BodyShape {
  return { type: accept.type === 'object' ? 'object' : accept.type === 'csv' ? 'csv' : 'json', stripNulls: accept.stripNulls };
}

export function contentTypeOf(accept: Accept): string {
  return accept.type === 'object' ? CONTENT_TYPES.object : accept.type === 'csv' ? CONTENT_TYPES.csv : CONTENT_TYPES.json;
}

/** PostgREST's order in Preference-Applied; max-affected is only applied (and echoed) with handling=strict. */
const APPLIED_ORDER: (keyof Preferences)[] = ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'timezone', 'maxAffected'];

export function applied(prefer: Preferences, keys: (keyof Preferences)[]): Record<string, string> {
  const parts: string[] = [];
  for (const k of APPLIED_ORDER) {
    const v = prefer[k];
    if (v === undefined || !keys.includes(k)) continue;
    if (k === 'maxAffected' && prefer.handling !== 'strict') continue;
    parts.push(k === 'maxAffected' ? `max-affected=${v}` : `${k}=${v}`);
  }
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {};
}

export function strictCheck(prefer: Preferences): void {
  if (prefer.handling !== 'strict') return;
  const invalid = [...prefer.invalid];
  if (invalid.length) throw errors.strictPreferences(invalid);
}

export function pageBounds(q: ParsedQuery, req: ApiRequest, maxRows: number): { limit: number; offset: number } {
  const root = q.modifiers.get('')!;
  const offset = root.offset ?? req.range?.offset ?? 0;
  let limit = maxRows;
  if (root.limit !== undefined) limit = Math.min(limit, root.limit);
  if (req.range?.limit !== undefined) limit = Math.min(limit, req.range.limit);
  return { limit, offset };
}

export function singularCheck(accept: Accept) {
  return accept.type === 'object'
    ? (r: StatementResult) => {
        if (r.pageTotal !== 1) throw errors.singular(r.pageTotal);
      }
    : undefined;
}

export function readBody(r: StatementResult, accept: Accept, node: ReadNode | null): string {
  if (accept.type === 'csv') return csvHeader(node ? outputKeys(node) : []) + (r.body ? '\n' + r.body : '');
  return r.body;
}

export function jsonBody(input: PrepareInput, allowEmpty: boolean): { value: unknown; text: string } | null {
  const body = parseBody(input.body, input.contentType);
  if (body.kind === 'none') {
    if (allowEmpty) return null;
    throw errors.badBody();
  }
  return body;
}

/**
 * The total for Content-Range as PostgREST computes it: exact; planned (the planner's row estimate); estimated (exact up to
 * max-rows, past it the larger of the two).
 */
export function totalOf(prefer: Preferences, r: StatementResult, maxRows: number): number | null {
  if (prefer.count === 'planned') return r.planRows ?? null;
  if (prefer.count === 'estimated' && r.total !== null && r.total > maxRows) return Math.max(r.total, r.planRows ?? 0);
  return r.total;
}

/** The count option of a read statement for the Prefer: count preference. */
export function countOption(prefer: Preferences, maxRows: number): boolean | { atMost: number } {
  if (prefer.count === 'estimated') return { atMost: maxRows + 1 };
  return prefer.count === 'exact';
}

/** Default response body limit: 32 MiB, far above any page an app shows, small enough that a few at once do not exhaust memory. */
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** The largest response body REST builds, in bytes: LOCAL_SUPABASE_REST_MAX_RESPONSE_BYTES, or 32 MiB. */
export function maxResponseBytes(): number {
  const env = Number(process.env.LOCAL_SUPABASE_REST_MAX_RESPONSE_BYTES);
  return Number.isFinite(env) && env > 0 ? env : DEFAULT_MAX_RESPONSE_BYTES;
}

/** How many embedded rows a statement may return in all, per row of max_rows. */
export const EMBEDDED_ROWS_PER_MAX_ROW = 100;

/** The bounds a request's statement is built with: max_rows at every embed level, all embeds, and the response size. */
export function sqlLimits(input: PrepareInput): SqlLimits {
  return { embedRows: input.maxRows, embedRowsTotal: input.maxRows * EMBEDDED_ROWS_PER_MAX_ROW, bodyBytes: maxResponseBytes() };
}
