// Sends an object's bytes: content type, cache-control, ETag / If-None-Match (304), Range (206 / 416), download names.
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { StorageRequest } from './context.js';
import { E } from './errors.js';
import type { ObjectRow } from './store.js';

/** Parses a single `bytes=` range against the size; null when absent, throws InvalidRange when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) throw E.invalidRange();
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) throw E.invalidRange();
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) throw E.invalidRange();
  return { start, end };
}

function dispositionFor(download: string | null, key: string): string | undefined {
  if (download === null) return undefined;
  const name = download || key.split('/').pop() || 'download';
  return `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const v = t.trim().replace(/^W\//, '');
    return v === '*' || v === etag;
  });
}

export async function sendObject(r: StorageRequest, obj: ObjectRow, extraHeaders: Record<string, string> = {}): Promise<void> {
  const res: ServerResponse = r.ctx.res;
  const meta = obj.metadata;
  const version = obj.version;
  const size = version ? await r.blobs.size(version) : null;
  if (!meta || !version || size === null) throw E.noSuchKey();
  const headers: Record<string, string | number> = {
    'Content-Type': meta.mimetype || 'application/octet-stream',
    'Cache-Control': meta.cacheControl || 'no-cache',
    ETag: meta.eTag,
    'Last-Modified': meta.lastModified || new Date(obj.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    ...extraHeaders,
  };
  const disposition = dispositionFor(r.query.get('download'), obj.name);
  if (disposition) headers['Content-Disposition'] = disposition;
  if (etagMatches(r.ctx.headers['if-none-match'], meta.eTag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let range: { start: number; end: number } | null;
  try {
    range = parseRange(r.ctx.headers.range, size);
  } catch (e) {
    // The 416 answer carries the size so players can recover.
    res.setHeader('Content-Range', `bytes */${size}`);
    throw e;
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['Content-Length'] = range.end - range.start + 1;
  } else headers['Content-Length'] = size;
  res.writeHead(range ? 206 : 200, headers);
  if (r.ctx.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(r.blobs.read(version, range ?? undefined), res).catch(() => res.destroy());
}
