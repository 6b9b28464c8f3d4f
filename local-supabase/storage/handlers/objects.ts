// Object routes: upload (POST / PUT), download (authenticated and public), info, remove, move, copy.
import { jsonBody, type Reply, type StorageRequest } from '../context.js';
import { asCaller, asServer } from '../db.js';
import { E } from '../errors.js';
import { checkBucketName, checkObjectKey } from '../names.js';
import { sendObject } from '../serve.js';
import { findObject, OBJECT_JSON, readableObject, requireBucket, writeObject, type ObjectRow } from '../store.js';

export interface UploadBody {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function decodeMetadata(text: string | null | undefined, base64: boolean): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v = JSON.parse(base64 ? Buffer.from(text, 'base64').toString('utf8') : text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* refused below */
  }
  throw E.invalidRequest('Invalid metadata');
}

function cacheControlOf(v: string | null | undefined): string {
  if (!v) return 'max-age=3600';
  return /^\d+$/.test(v) ? `max-age=${v}` : v;
}

/** Reads an upload body the way storage-js sends it: multipart (Blob/File/FormData) or raw bytes with headers. */
export async function readUpload(r: StorageRequest): Promise<UploadBody> {
  const ct = r.ctx.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(ct)) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(r.ctx.body), { headers: { 'content-type': ct } }).formData();
    } catch {
      throw E.invalidRequest('Malformed multipart body');
    }
    let file: File | null = null;
    for (const [, v] of form.entries()) if (typeof v !== 'string' && !file) file = v as File;
    if (!file) throw E.noContent();
    const cc = form.get('cacheControl');
    const md = form.get('metadata');
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: cacheControlOf(typeof cc === 'string' ? cc : null),
      userMetadata: decodeMetadata(typeof md === 'string' ? md : null, false),
    };
  }
  return {
    bytes: r.ctx.body,
    contentType: ct || 'application/octet-stream',
    cacheControl: cacheControlOf(r.ctx.headers['cache-control']),
    userMetadata: decodeMetadata(r.ctx.headers['x-metadata'], true),
  };
}

async function put(r: StorageRequest, upsert: boolean): Promise<Reply> {
  const bucket = r.params.bucket;
  const body = await readUpload(r);
  const out = await writeObject(r, r.caller, { bucket, key: r.params.key, ...body, upsert, owner: r.caller.sub });
  return { json: { Id: out.id, Key: out.key } };
}

export const upload = (r: StorageRequest) => put(r, r.ctx.headers['x-upsert'] === 'true');
/** PUT replaces an existing object (storage-js `update`), creating it when missing, like storage-api's upsert. */
export const update = (r: StorageRequest) => put(r, true);

export async function download(r: StorageRequest): Promise<Reply> {
  const obj = await readableObject(r, r.params.bucket, r.params.key);
  await sendObject(r, obj);
  return undefined;
}

async function publicObject(r: StorageRequest): Promise<ObjectRow> {
  const bucket = await requireBucket(r, r.params.bucket);
  if (!bucket.public) throw E.noSuchBucket();
  const obj = await asServer(r.deps.db, (tx) => findObject(tx, r.params.bucket, r.params.key));
  if (!obj) throw E.noSuchKey();
  return obj;
}

export async function publicDownload(r: StorageRequest): Promise<Reply> {
  await sendObject(r, await publicObject(r));
  return undefined;
}

function infoOf(o: ObjectRow): Reply {
  const m = o.metadata;
  return {
    json: {
      id: o.id,
      name: o.name,
      version: o.version,
      bucket_id: o.bucket_id,
      size: m?.size ?? null,
      content_type: m?.mimetype ?? null,
      cache_control: m?.cacheControl ?? null,
      etag: m?.eTag ?? null,
      metadata: o.user_metadata,
      last_modified: o.updated_at,
      created_at: o.created_at,
    },
    headers: m?.eTag ? { ETag: m.eTag } : {},
  };
}

export async function info(r: StorageRequest): Promise<Reply> {
  return infoOf(await readableObject(r, r.params.bucket, r.params.key));
}

export async function publicInfo(r: StorageRequest): Promise<Reply> {
  return infoOf(await publicObject(r));
}

async function deleteKeys(r: StorageRequest, bucket: string, keys: string[]): Promise<ObjectRow[]> {
  const rows = await asCaller(r.deps.db, r.caller, (tx) =>
    tx.query<{ j: ObjectRow }>(`delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[]) returning ${OBJECT_JSON} as j`, [bucket, keys]),
  );
  const deleted = rows.rows.map((x) => x.j);
  for (const o of deleted) if (o.version) await r.blobs.remove(o.version);
  return deleted;
}

export async function removeMany(r: StorageRequest): Promise<Reply> {
  const b = jsonBody(r);
  const prefixes = b.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || prefixes.some((p) => typeof p !== 'string')) {
    throw E.invalidParameter('prefixes', 'prefixes must be a list of 1 to 1000 object names');
  }
  await requireBucket(r, r.params.bucket);
  return { json: await deleteKeys(r, r.params.bucket, prefixes as string[]) };
}

export async function removeOne(r: StorageRequest): Promise<Reply> {
  await requireBucket(r, r.params.bucket);
  const deleted = await deleteKeys(r, r.params.bucket, [r.params.key]);
  if (deleted.length === 0) throw E.noSuchKey();
  return { json: { message: 'Successfully deleted' } };
}

function moveInput(r: StorageRequest) {
  const b = jsonBody(r);
  const bucket = checkBucketName(b.bucketId);
  const dstBucket = b.destinationBucket === undefined || b.destinationBucket === null ? bucket : checkBucketName(b.destinationBucket);
  return { bucket, dstBucket, src: checkObjectKey(b.sourceKey), dst: checkObjectKey(b.destinationKey) };
}

/** Move renames the row as the caller: the update policy judges the source, its check the destination. */
export async function move(r: StorageRequest): Promise<Reply> {
  const m = moveInput(r);
  await requireBucket(r, m.bucket);
  await requireBucket(r, m.dstBucket);
  const res = await asCaller(r.deps.db, r.caller, (tx) =>
    tx.query(`update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning id`, [m.bucket, m.src, m.dstBucket, m.dst]),
  );
  if (res.rows.length === 0) throw E.noSuchKey();
  return { json: { message: 'Successfully moved' } };
}

/** Copy reads the source as the caller and writes the destination as the caller (new bytes, new owner). */
export async function copy(r: StorageRequest): Promise<Reply> {
  const m = moveInput(r);
  const src = await readableObject(r, m.bucket, m.src);
  if (!src.version || !src.metadata) throw E.noSuchKey();
  const bytes = await r.blobs.readAll(src.version);
  const out = await writeObject(r, r.caller, {
    bucket: m.dstBucket,
    key: m.dst,
    bytes,
    contentType: src.metadata.mimetype,
    cacheControl: src.metadata.cacheControl,
    userMetadata: src.user_metadata,
    upsert: r.ctx.headers['x-upsert'] === 'true',
    owner: r.caller.sub,
  });
  return { json: { Id: out.id, Key: out.key } };
}
