// Receives an upload body (raw bytes, or storage-js's multipart form) straight into a new version on disk: the bucket's
// size limit and types are checked from the headers first, and the limit again as bytes arrive (413 at once, nothing kept).
import { streamBody } from '../http/body.js';
import type { StorageRequest } from './context.js';
import type { BlobWriter } from './blobs.js';
import { E } from './errors.js';
import { boundaryOf, MalformedMultipart, MultipartParser } from './multipart.js';
import { mimeAllowed } from './names.js';
import { uploadLimit, type BucketRow, type StoredBlob, type WriteInput } from './store.js';

/** Bytes a multipart body may add around the file (field names, boundaries, cacheControl, metadata). */
const MULTIPART_SLACK = 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/** What writeObject needs of an upload besides where it goes and who owns it. */
export type ReceivedUpload = Pick<WriteInput, 'blob' | 'contentType' | 'cacheControl' | 'userMetadata'>;

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

export function cacheControlOf(v: string | null | undefined): string {
  if (!v) return 'max-age=3600';
  return /^\d+$/.test(v) ? `max-age=${v}` : v;
}

/** Counts bytes into the writer, refusing the upload the moment it passes `limit`. */
function limitedWriter(w: BlobWriter, limit: number) {
  let size = 0;
  return async (c: Buffer) => {
    size += c.length;
    if (size > limit) throw E.entityTooLarge();
    await w.write(c);
  };
}

async function receive(r: StorageRequest, fill: (w: BlobWriter) => Promise<void>): Promise<StoredBlob> {
  const w = await r.blobs.writer();
  try {
    await fill(w);
  } catch (e) {
    await w.abort();
    throw e;
  }
  return w.commit();
}

/** Reads the body the way storage-js sends it into a new (not yet referenced) version of the bucket's object. */
export async function receiveUpload(r: StorageRequest, bucket: BucketRow): Promise<ReceivedUpload> {
  const h = r.ctx.headers;
  const ct = h['content-type'] ?? '';
  const limit = uploadLimit(r, bucket);
  const declared = Number(h['content-length'] ?? 0);
  if (!/^multipart\/form-data/i.test(ct)) {
    if (declared > limit) throw E.entityTooLarge();
    const contentType = ct || 'application/octet-stream';
    if (!mimeAllowed(contentType, bucket.allowed_mime_types)) throw E.invalidMimeType(contentType);
    const userMetadata = decodeMetadata(h['x-metadata'], true);
    const blob = await receive(r, async (w) => streamBody(r.ctx.req, limitedWriter(w, limit)));
    return { blob, contentType, cacheControl: cacheControlOf(h['cache-control']), userMetadata };
  }
  if (declared > limit + MULTIPART_SLACK) throw E.entityTooLarge();
  const boundary = boundaryOf(ct);
  if (!boundary) throw E.invalidRequest('Malformed multipart body');
  return receiveMultipart(r, bucket, new MultipartParser(boundary), limit);
}

/** The first file part is the object; text fields before it (cacheControl, metadata) describe it, later parts are ignored. */
async function receiveMultipart(r: StorageRequest, bucket: BucketRow, parser: MultipartParser, limit: number): Promise<ReceivedUpload> {
  const fields = new Map<string, string>();
  let contentType = '';
  let state: 'field' | 'file' | 'after' = 'field';
  let field = { name: '', bytes: [] as Buffer[], size: 0 };
  let sawFile = false;
  const blob = await receive(r, async (w) => {
    const toFile = limitedWriter(w, limit);
    await streamBody(r.ctx.req, async (chunk) => {
      let events;
      try {
        events = parser.push(chunk);
      } catch (e) {
        throw e instanceof MalformedMultipart ? E.invalidRequest('Malformed multipart body') : e;
      }
      for (const e of events) {
        if (e.kind === 'part' && state === 'field' && e.filename !== null) {
          contentType = e.contentType || 'application/octet-stream';
          if (!mimeAllowed(contentType, bucket.allowed_mime_types)) throw E.invalidMimeType(contentType);
          state = 'file';
          sawFile = true;
        } else if (e.kind === 'part' && state === 'field') field = { name: e.name, bytes: [], size: 0 };
        else if (e.kind === 'data' && state === 'file') await toFile(e.bytes);
        else if (e.kind === 'data' && state === 'field') {
          field.size += e.bytes.length;
          if (field.size > MAX_FIELD_BYTES) throw E.invalidRequest('Form field too large');
          field.bytes.push(Buffer.from(e.bytes));
        } else if (e.kind === 'end' && state === 'file') state = 'after';
        else if (e.kind === 'end' && state === 'field') fields.set(field.name, Buffer.concat(field.bytes).toString('utf8'));
      }
    });
    if (!sawFile) throw E.noContent();
    if (!parser.done) throw E.invalidRequest('Malformed multipart body');
  });
  return { blob, contentType, cacheControl: cacheControlOf(fields.get('cacheControl')), userMetadata: decodeMetadata(fields.get('metadata'), false) };
}
