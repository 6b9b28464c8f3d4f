// What every storage handler receives, and the reply it returns.
import type { RequestContext, StackDeps } from '../http/types.js';
import type { RoleSettingsCache } from '../db/catalog/index.js';
import type { BlobStore } from './blobs.js';
import type { PartStore } from './parts.js';
import type { Caller } from './db.js';
import { E } from './errors.js';

export interface StorageDeps {
  deps: StackDeps;
  blobs: BlobStore;
  /** Unfinished resumable (TUS) uploads. */
  parts: PartStore;
  /** Largest object the server accepts at all (config.toml [storage] file_size_limit). */
  globalLimit: number;
  /** The roles' statement_timeout and other per-transaction settings, applied to every statement run as a caller. */
  roleSettings: RoleSettingsCache;
}

export interface StorageRequest extends StorageDeps {
  ctx: RequestContext;
  /** Path parameters: `bucket`, `key` (the `*` tail, decoded) and `id`. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The caller (anon when the request carried no valid token; only 'public' and 'token' routes accept that). */
  caller: Caller;
  authenticated: boolean;
}

/** A JSON reply; handlers that stream bytes write the response themselves and return undefined. */
export type Reply = { status?: number; json: unknown; headers?: Record<string, string> } | undefined;

/** Parses a JSON body (storage-js always sends JSON objects to non-upload routes). */
export function jsonBody(r: StorageRequest): Record<string, unknown> {
  if (r.ctx.body.length === 0) return {};
  try {
    const v = JSON.parse(r.ctx.body.toString('utf8'));
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw E.invalidRequest('Body must be a JSON object');
}
