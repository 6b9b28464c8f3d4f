// Image transformation (/render/image/...): width, height, resize cover|contain|fill, quality, webp when the browser takes it.
// sharp is loaded on first use so start-up does not pay for it. A source's size is read from its header before anything
// is decoded (over MAX_PIXELS: refused); at most MAX_RENDERS run at once; results are cached by object version, bytes capped.
import { createHash } from 'node:crypto';
import type { Reply, StorageRequest } from '../context.js';
import { asServer } from '../db.js';
import { E } from '../errors.js';
import { verifyUrl } from '../signing.js';
import { findObject, readableObject, requireBucket, type ObjectRow } from '../store.js';
import { concurrencyLimit, RenderCache, type Rendered } from '../render-limits.js';

export interface Transform {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format: 'origin' | 'auto';
}

type Sharp = typeof import('sharp');
let sharpLoading: Promise<Sharp> | undefined;
// One libvips thread per render: two renders at once leave the event loop a core on a small machine.
const loadSharp = () => (sharpLoading ??= import('sharp').then((m) => ((m.default ?? m) as Sharp)).then((s) => (s.concurrency(1), s)));

/** Largest source decoded, in pixels (width × height of the stored image). */
export const MAX_PIXELS = 50_000_000;
const MAX_RENDERS = 2;
const CACHE_BYTES = 64 * 1024 * 1024;
const cache = new RenderCache(CACHE_BYTES);
const queue = concurrencyLimit(MAX_RENDERS);

function intParam(v: unknown, name: string, min: number, max: number): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw E.invalidParameter(name, `${name} must be an integer between ${min} and ${max}`);
  return n;
}

/** Reads transformation options from a query string or a signed token's `transform` claim. */
export function transformOf(src: Record<string, unknown>): Transform {
  const resize = src.resize ?? 'cover';
  if (resize !== 'cover' && resize !== 'contain' && resize !== 'fill') throw E.invalidParameter('resize', 'resize must be cover, contain or fill');
  const format = src.format ?? 'auto';
  if (format !== 'origin' && format !== 'auto' && format !== 'webp') throw E.invalidParameter('format', 'format must be origin');
  return {
    width: intParam(src.width, 'width', 1, 2500),
    height: intParam(src.height, 'height', 1, 2500),
    resize,
    quality: intParam(src.quality, 'quality', 20, 100) ?? 80,
    format: format === 'origin' ? 'origin' : 'auto',
  };
}

/** Reads the source's header first (no pixels decoded) and refuses one too large, then renders in the queue. */
async function transform(input: Buffer, t: Transform, webp: boolean): Promise<Rendered> {
  const sharp = await loadSharp();
  let meta: import('sharp').Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw E.invalidRequest('The object is not an image that can be transformed');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_PIXELS) throw E.imageTooLarge(width, height, MAX_PIXELS);
  return queue(async () => {
    try {
      let img = sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
      if (t.width || t.height) img = img.resize({ width: t.width, height: t.height, fit: t.resize, withoutEnlargement: false });
      const fmt = webp ? 'webp' : meta.format === 'png' ? 'png' : meta.format === 'gif' ? 'gif' : meta.format === 'webp' ? 'webp' : 'jpeg';
      img = fmt === 'png' ? img.png() : fmt === 'gif' ? img.gif() : fmt === 'webp' ? img.webp({ quality: t.quality }) : img.jpeg({ quality: t.quality, mozjpeg: true });
      return { bytes: await img.toBuffer(), type: `image/${fmt}` };
    } catch {
      throw E.invalidRequest('The object is not an image that can be transformed');
    }
  });
}

async function render(r: StorageRequest, obj: ObjectRow, t: Transform): Promise<Reply> {
  if (!obj.version || !obj.metadata) throw E.noSuchKey();
  const webp = t.format === 'auto' && /image\/webp|\*\/\*/.test(r.ctx.headers.accept ?? '');
  const cacheKey = `${obj.version}|${t.width}|${t.height}|${t.resize}|${t.quality}|${webp}`;
  const etag = `"${createHash('md5').update(cacheKey).digest('hex')}"`;
  const headers = { ETag: etag, 'Cache-Control': obj.metadata.cacheControl || 'max-age=3600', Vary: 'Accept' };
  if (r.ctx.headers['if-none-match'] === etag) {
    r.ctx.res.writeHead(304, headers);
    r.ctx.res.end();
    return undefined;
  }
  let out = cache.get(cacheKey);
  if (!out) {
    out = await transform(await r.blobs.readAll(obj.version), t, webp);
    cache.set(cacheKey, out);
  }
  r.ctx.res.writeHead(200, { ...headers, 'Content-Type': out.type, 'Content-Length': out.bytes.length });
  r.ctx.res.end(out.bytes);
  return undefined;
}

const queryTransform = (r: StorageRequest) => transformOf(Object.fromEntries(r.query.entries()));

export async function publicImage(r: StorageRequest): Promise<Reply> {
  const t = queryTransform(r);
  const bucket = await requireBucket(r, r.params.bucket);
  if (!bucket.public) throw E.noSuchBucket();
  const obj = await asServer(r.deps.db, (tx) => findObject(tx, r.params.bucket, r.params.key));
  if (!obj) throw E.noSuchKey();
  return render(r, obj, t);
}

export async function authenticatedImage(r: StorageRequest): Promise<Reply> {
  const t = queryTransform(r);
  return render(r, await readableObject(r, r.params.bucket, r.params.key), t);
}

export async function signedImage(r: StorageRequest): Promise<Reply> {
  const { bucket, key } = r.params;
  const claims = await verifyUrl(r.deps.jwtKeys, r.query.get('token'), 'download', `${bucket}/${key}`);
  const obj = await asServer(r.deps.db, (tx) => findObject(tx, bucket, key));
  if (!obj) throw E.noSuchKey();
  return render(r, obj, transformOf(claims.transform ?? {}));
}
