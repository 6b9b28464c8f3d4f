// Object writes: limits and mime rules of the bucket, bytes first (new version), then the row as the caller, then the old bytes go.
import type { Queryable } from '../db/adapter.js';
import type { StorageDeps, StorageRequest } from './context.js';
import { asCaller, asServer, probe, type Caller } from './db.js';
import { E } from './errors.js';
import { mimeAllowed } from './names.js';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
  type: string;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string | null;
  metadata: ObjectMeta | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface ObjectMeta {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export const BUCKET_JSON =
  "json_build_object('id', b.id, 'name', b.name, 'owner', b.owner, 'public', coalesce(b.public, false), " +
  "'file_size_limit', b.file_size_limit, 'allowed_mime_types', b.allowed_mime_types, 'created_at', b.created_at, " +
  "'updated_at', b.updated_at, 'type', b.type)";

export const OBJECT_JSON =
  "json_build_object('id', o.id, 'bucket_id', o.bucket_id, 'name', o.name, 'owner', o.owner, 'version', o.version, " +
  "'metadata', o.metadata, 'user_metadata', o.user_metadata, 'created_at', o.created_at, 'updated_at', o.updated_at, " +
  "'last_accessed_at', o.last_accessed_at)";

export async function findBucket(tx: Queryable, id: string): Promise<BucketRow | null> {
  const r = await tx.query<{ j: BucketRow }>(`select ${BUCKET_JSON} as j from storage.buckets b where b.id = $1`, [id]);
  return r.rows[0]?.j ?? null;
}

/** The bucket as the server sees it (limits apply whatever the caller may read), or NoSuchBucket. */
export async function requireBucket(s: StorageDeps, id: string): Promise<BucketRow> {
  const b = await asServer(s.deps.db, (tx) => findBucket(tx, id));
  if (!b) throw E.noSuchBucket();
  return b;
}

export async function findObject(tx: Queryable, bucket: string, key: string): Promise<ObjectRow | null> {
  const r = await tx.query<{ j: ObjectRow }>(`select ${OBJECT_JSON} as j from storage.objects o where o.bucket_id = $1 and o.name = $2`, [bucket, key]);
  return r.rows[0]?.j ?? null;
}

/** The largest object the bucket takes: its own limit under the server's. */
export const uploadLimit = (s: StorageDeps, bucket: BucketRow): number => Math.min(s.globalLimit, bucket.file_size_limit ?? Infinity);

/** Refuses bytes the bucket does not take: over its limit (or the server's), or a type outside its list. */
export function checkLimits(s: StorageDeps, bucket: BucketRow, size: number, contentType: string): void {
  if (size > uploadLimit(s, bucket)) throw E.entityTooLarge();
  if (!mimeAllowed(contentType, bucket.allowed_mime_types)) throw E.invalidMimeType(contentType);
}

/** Bytes already stored under a version of their own (not yet referenced by any row). */
export interface StoredBlob {
  version: string;
  size: number;
  eTag: string;
}

export interface WriteInput {
  bucket: string;
  key: string;
  blob: StoredBlob;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
  /** Who the row belongs to (the caller's sub; a signed upload's token owner). */
  owner: string | null;
}

const INSERT_SQL = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3::uuid, $7::text, $4, $5::jsonb, $6::jsonb) returning id, null::text as old_version`;
const UPSERT_SQL = `with old as (select version from storage.objects where bucket_id = $1 and name = $2)
  insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3::uuid, $7::text, $4, $5::jsonb, $6::jsonb)
  on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata,
    user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id,
    updated_at = now(), last_accessed_at = now()
  returning id, (select version from old) as old_version`;

export function metaFor(blob: StoredBlob, contentType: string, cacheControl: string): ObjectMeta {
  return { eTag: blob.eTag, size: blob.size, mimetype: contentType, cacheControl, lastModified: new Date().toUTCString(), contentLength: blob.size, httpStatusCode: 200 };
}

const PROBE_SQL = `insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3::uuid, $4::text, 'probe')`;

/** Whether the caller may write the object now (RLS, duplicates): checked before any byte is read; nothing is kept. */
export async function probeWrite(s: StorageDeps, caller: Caller, bucket: string, key: string, upsert: boolean): Promise<void> {
  const sql = PROBE_SQL + (upsert ? ` on conflict (bucket_id, name) do update set version = 'probe'` : '');
  await probe(s.deps.db, caller, sql, [bucket, key, caller.sub, caller.sub]);
}

/**
 * Writes an object's row for bytes already stored under a new version. `caller` null means the server writes (signed
 * uploads). If the row is refused (limits, RLS, duplicate, unknown bucket) the bytes are removed: nothing is left behind.
 */
export async function writeObject(s: StorageDeps, caller: Caller | null, w: WriteInput): Promise<{ id: string; key: string }> {
  const version = w.blob.version;
  try {
    checkLimits(s, await requireBucket(s, w.bucket), w.blob.size, w.contentType);
  } catch (e) {
    await s.blobs.remove(version);
    throw e;
  }
  const params = [w.bucket, w.key, w.owner, version, JSON.stringify(metaFor(w.blob, w.contentType, w.cacheControl)), w.userMetadata ? JSON.stringify(w.userMetadata) : null, w.owner];
  const sql = w.upsert ? UPSERT_SQL : INSERT_SQL;
  let row: { id: string; old_version: string | null };
  try {
    const q = async (tx: Queryable) => (await tx.query<{ id: string; old_version: string | null }>(sql, params)).rows[0]!;
    row = caller ? await asCaller(s.deps.db, caller, q) : await asServer(s.deps.db, q);
  } catch (e) {
    await s.blobs.remove(version);
    throw e;
  }
  if (row.old_version && row.old_version !== version) await s.blobs.remove(row.old_version);
  return { id: row.id, key: `${w.bucket}/${w.key}` };
}

/** Reads the object as the caller (RLS select) after checking the bucket exists. */
export async function readableObject(r: StorageRequest, bucket: string, key: string): Promise<ObjectRow> {
  await requireBucket(r, bucket);
  const obj = await asCaller(r.deps.db, r.caller, (tx) => findObject(tx, bucket, key));
  if (!obj) throw E.noSuchKey();
  return obj;
}
