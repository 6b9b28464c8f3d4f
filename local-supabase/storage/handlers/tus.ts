// Resumable uploads (TUS 1.0.0 core + creation, creation-with-upload, termination) at /upload/resumable, as Supabase offers
// them (tus-js-client's Supabase setup sends the first chunk with the creation request). Chunks are
// appended to a scratch area; the object (bytes + row, as the caller) is written only when the last byte arrived.
import { randomUUID } from 'node:crypto';
import type { Reply, StorageRequest } from '../context.js';
import { probe } from '../db.js';
import { E, StorageError } from '../errors.js';
import { checkBucketName, checkObjectKey } from '../names.js';
import { checkLimits, requireBucket, writeObject } from '../store.js';

const TUS_VERSION = '1.0.0';
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

interface Upload {
  bucket: string;
  key: string;
  length: number;
  offset: number;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
  /** Only the member (or key) that created the upload may continue it. */
  creator: string;
  expires: number;
  busy: boolean;
}

const uploads = new Map<string, Upload>();

export function tusHeaders(): Record<string, string> {
  return { 'Tus-Resumable': TUS_VERSION, 'Tus-Version': TUS_VERSION, 'Tus-Extension': 'creation,creation-with-upload,termination', 'Cache-Control': 'no-store' };
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

function uploadOf(r: StorageRequest): Upload {
  const u = uploads.get(r.params.id);
  if (!u || u.expires < Date.now() || u.creator !== creatorOf(r)) throw tusError(404, 'Upload not found');
  return u;
}

function send(r: StorageRequest, status: number, headers: Record<string, string> = {}): Reply {
  r.ctx.res.writeHead(status, { ...tusHeaders(), ...headers });
  r.ctx.res.end();
  return undefined;
}

const PROBE_SQL = `insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3::uuid, $4::text, 'probe')`;

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
  await probe(r.deps.db, r.caller, PROBE_SQL + (upsert ? ` on conflict (bucket_id, name) do update set version = 'probe'` : ''), [bucket, key, r.caller.sub, r.caller.sub]);
  let userMetadata: Record<string, unknown> | null = null;
  if (md.metadata) {
    try {
      userMetadata = JSON.parse(md.metadata);
    } catch {
      throw E.invalidRequest('Invalid metadata');
    }
  }
  const id = randomUUID();
  const upload: Upload = {
    bucket,
    key,
    length,
    offset: 0,
    contentType,
    cacheControl: md.cacheControl ? (/^\d+$/.test(md.cacheControl) ? `max-age=${md.cacheControl}` : md.cacheControl) : 'max-age=3600',
    userMetadata,
    upsert,
    creator: creatorOf(r),
    expires: Date.now() + UPLOAD_TTL_MS,
    busy: false,
  };
  uploads.set(id, upload);
  // creation-with-upload: the first chunk may travel with the creation request (an empty object completes at once).
  const withData = h['content-type'] === 'application/offset+octet-stream';
  if (withData || length === 0) await append(r, id, upload, withData ? r.ctx.body : Buffer.alloc(0));
  return send(r, 201, { Location: `${r.deps.apiUrl()}/storage/v1/upload/resumable/${id}`, 'Upload-Offset': String(upload.offset) });
}

export async function head(r: StorageRequest): Promise<Reply> {
  const u = uploadOf(r);
  return send(r, 200, { 'Upload-Offset': String(u.offset), 'Upload-Length': String(u.length) });
}

/** Appends a chunk at the upload's offset; the last byte writes the object (bytes, then the row as the caller). */
async function append(r: StorageRequest, id: string, u: Upload, chunk: Buffer): Promise<void> {
  if (u.busy) throw tusError(423, 'The upload is locked by another request');
  if (u.offset + chunk.length > u.length) throw tusError(413, 'The chunk goes past Upload-Length');
  u.busy = true;
  try {
    if (chunk.length > 0) u.offset = await r.blobs.scratchAppend(id, chunk);
    if (u.offset === u.length) {
      const bytes = await r.blobs.scratchRead(id);
      uploads.delete(id);
      await r.blobs.scratchRemove(id);
      await writeObject(r, r.caller, { bucket: u.bucket, key: u.key, bytes, contentType: u.contentType, cacheControl: u.cacheControl, userMetadata: u.userMetadata, upsert: u.upsert, owner: r.caller.sub });
    }
  } finally {
    u.busy = false;
  }
}

export async function patch(r: StorageRequest): Promise<Reply> {
  const u = uploadOf(r);
  const h = r.ctx.headers;
  if (h['tus-resumable'] !== TUS_VERSION) throw tusError(412, 'Unsupported TUS version');
  if (h['content-type'] !== 'application/offset+octet-stream') throw tusError(415, 'Content-Type must be application/offset+octet-stream');
  if (Number(h['upload-offset']) !== u.offset) throw tusError(409, 'Upload-Offset does not match the current offset');
  await append(r, r.params.id, u, r.ctx.body);
  return send(r, 204, { 'Upload-Offset': String(u.offset) });
}

export async function terminate(r: StorageRequest): Promise<Reply> {
  uploadOf(r);
  uploads.delete(r.params.id);
  await r.blobs.scratchRemove(r.params.id);
  return send(r, 204);
}
