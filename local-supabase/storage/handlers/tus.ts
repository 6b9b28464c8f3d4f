// Resumable uploads (TUS 1.0.0 core + creation, creation-with-upload, termination) at /upload/resumable, as Supabase offers
// them (tus-js-client's Supabase setup sends the first chunk with the creation request). Chunks stream into the
// upload's part (parts.ts: flushed before the answer, so acknowledged bytes survive a restart); the object (bytes +
// row, as the caller) is written only when the last byte arrived. Unfinished uploads expire (config storage.tusExpiryMs).
import { randomUUID } from 'node:crypto';
import { streamBody } from '../../http/body.js';
import type { Reply, StorageRequest } from '../context.js';
import { E, StorageError } from '../errors.js';
import { checkBucketName, checkObjectKey } from '../names.js';
import type { PartInfo } from '../parts.js';
import { checkLimits, probeWrite, requireBucket, writeObject } from '../store.js';
import { cacheControlOf } from '../upload.js';

const TUS_VERSION = '1.0.0';

/** Uploads a request is writing to right now (one PATCH at a time per upload). */
const busy = new Set<string>();

export function tusHeaders(): Record<string, string> {
  return { 'Tus-Resumable': TUS_VERSION, 'Tus-Version': TUS_VERSION, 'Tus-Extension': 'creation,creation-with-upload,termination,expiration', 'Cache-Control': 'no-store' };
}

const tusError = (status: number, message: string) => new StorageError(status, 'TusError', message, 'TusError', status);

function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [k, v] = pair.trim().split(' ');
    if (k) out[k] = v ? Buffer.from(v, 'base64').toString('utf8') : '';
  }
  return out;
}

const creatorOf = (r: StorageRequest) => r.caller.sub ?? `role:${r.caller.role}`;

async function uploadOf(r: StorageRequest): Promise<{ info: PartInfo; offset: number }> {
  const u = await r.parts.get(r.params.id);
  if (!u || u.info.creator !== creatorOf(r)) throw tusError(404, 'Upload not found');
  return u;
}

function send(r: StorageRequest, status: number, headers: Record<string, string> = {}): Reply {
  r.ctx.res.writeHead(status, { ...tusHeaders(), ...headers });
  r.ctx.res.end();
  return undefined;
}

export async function create(r: StorageRequest): Promise<Reply> {
  const h = r.ctx.headers;
  if (h['tus-resumable'] !== TUS_VERSION) throw tusError(412, 'Unsupported TUS version');
  const length = Number(h['upload-length']);
  if (!Number.isSafeInteger(length) || length < 0) throw tusError(400, 'Upload-Length is required');
  const md = parseMetadata(h['upload-metadata']);
  const bucket = checkBucketName(md.bucketName);
  const key = checkObjectKey(md.objectName);
  const contentType = md.contentType || 'application/octet-stream';
  const b = await requireBucket(r, bucket);
  checkLimits(r, b, length, contentType);
  const upsert = h['x-upsert'] === 'true';
  await probeWrite(r, r.caller, bucket, key, upsert);
  let userMetadata: Record<string, unknown> | null = null;
  if (md.metadata) {
    try {
      userMetadata = JSON.parse(md.metadata);
    } catch {
      throw E.invalidRequest('Invalid metadata');
    }
  }
  const id = randomUUID();
  const info: PartInfo = {
    bucket,
    key,
    length,
    contentType,
    cacheControl: cacheControlOf(md.cacheControl),
    userMetadata,
    upsert,
    creator: creatorOf(r),
    expires: Date.now() + r.deps.config.storage.tusExpiryMs,
  };
  await r.parts.create(id, info);
  // creation-with-upload: the first chunk may travel with the creation request (an empty object completes at once).
  const withData = h['content-type'] === 'application/offset+octet-stream';
  const offset = withData || length === 0 ? await append(r, id, { info, offset: 0 }, withData) : 0;
  return send(r, 201, { Location: `${r.deps.apiUrl()}/storage/v1/upload/resumable/${id}`, 'Upload-Offset': String(offset), 'Upload-Expires': new Date(info.expires).toUTCString() });
}

export async function head(r: StorageRequest): Promise<Reply> {
  const u = await uploadOf(r);
  return send(r, 200, { 'Upload-Offset': String(u.offset), 'Upload-Length': String(u.info.length), 'Upload-Expires': new Date(u.info.expires).toUTCString() });
}

/** Streams the request's chunk into the part at its offset; the last byte writes the object (bytes, then the row as the caller). */
async function append(r: StorageRequest, id: string, u: { info: PartInfo; offset: number }, withBody: boolean): Promise<number> {
  if (busy.has(id)) throw tusError(423, 'The upload is locked by another request');
  const room = u.info.length - u.offset;
  if (Number(r.ctx.headers['content-length'] ?? 0) > room) throw tusError(413, 'The chunk goes past Upload-Length');
  busy.add(id);
  try {
    const offset = !withBody
      ? u.offset
      : await r.parts.append(id, u.offset, (write) => {
          let n = 0;
          return streamBody(r.ctx.req, async (c) => {
            n += c.length;
            if (n > room) throw tusError(413, 'The chunk goes past Upload-Length');
            await write(c);
          });
        });
    if (offset === u.info.length) await commit(r, id, u.info);
    return offset;
  } finally {
    busy.delete(id);
  }
}

async function commit(r: StorageRequest, id: string, info: PartInfo): Promise<void> {
  const w = await r.blobs.writer();
  try {
    for await (const c of r.parts.read(id)) await w.write(c as Buffer);
  } catch (e) {
    await w.abort();
    throw e;
  }
  const blob = await w.commit();
  await r.parts.remove(id);
  await writeObject(r, r.caller, { bucket: info.bucket, key: info.key, blob, contentType: info.contentType, cacheControl: info.cacheControl, userMetadata: info.userMetadata, upsert: info.upsert, owner: r.caller.sub });
}

export async function patch(r: StorageRequest): Promise<Reply> {
  const u = await uploadOf(r);
  const h = r.ctx.headers;
  if (h['tus-resumable'] !== TUS_VERSION) throw tusError(412, 'Unsupported TUS version');
  if (h['content-type'] !== 'application/offset+octet-stream') throw tusError(415, 'Content-Type must be application/offset+octet-stream');
  if (Number(h['upload-offset']) !== u.offset) throw tusError(409, 'Upload-Offset does not match the current offset');
  const offset = await append(r, r.params.id, u, true);
  return send(r, 204, { 'Upload-Offset': String(offset) });
}

export async function terminate(r: StorageRequest): Promise<Reply> {
  await uploadOf(r);
  await r.parts.remove(r.params.id);
  return send(r, 204);
}

/** Removes expired uploads now and then (timer does not keep the process alive); returns the stopper. */
export function sweepExpired(parts: StorageRequest['parts'], everyMs: number): () => void {
  const run = () => void parts.sweep().catch((e) => console.error('[local-supabase storage] TUS sweep failed', e));
  run();
  const t = setInterval(run, everyMs);
  t.unref();
  return () => clearInterval(t);
}
