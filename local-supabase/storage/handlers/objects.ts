// Object routes: upload (POST / PUT), download (authenticated and public), info, remove, move, copy.
import { jsonBody, type Reply, type StorageRequest } from '../context.js';
import { asCaller, asServer } from '../db.js';
import { E } from '../errors.js';
import { checkBucketName, checkObjectKey } from '../names.js';
import { sendObject } from '../serve.js';
import { findObject, OBJECT_JSON, probeWrite, readableObject, requireBucket, writeObject, type ObjectRow } from '../store.js';
import { receiveUpload } from '../upload.js';

/** Bucket, limits, types and the caller's right to write are all checked before the body is read. */
async function put(r: StorageRequest, upsert: boolean): Promise<Reply> {
  const { bucket: id, key } = r.params;
  const bucket = await requireBucket(r, id);
  await probeWrite(r, r.caller, id, key, upsert);
  const body = await receiveUpload(r, bucket);
  const out = await writeObject(r, r.caller, { bucket: id, key, ...body, upsert, owner: r.caller.sub });
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
  const w = await r.blobs.writer();
  try {
    for await (const c of r.blobs.read(src.version)) await w.write(c as Buffer);
  } catch (e) {
    await w.abort();
    throw e;
  }
  const out = await writeObject(r, r.caller, {
    bucket: m.dstBucket,
    key: m.dst,
    blob: await w.commit(),
    contentType: src.metadata.mimetype,
    cacheControl: src.metadata.cacheControl,
    userMetadata: src.user_metadata,
    upsert: r.ctx.headers['x-upsert'] === 'true',
    owner: r.caller.sub,
  });
  return { json: { Id: out.id, Key: out.key } };
}
