// Response compression as the hosted gateway applies it: JSON/text bodies of 1 KiB or more go out brotli or gzip
// (negotiated from Accept-Encoding, with Vary: Accept-Encoding); stored files, byte ranges, empty and small bodies go
// untouched.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types worth compressing: JSON in any flavour (PostgREST's vnd.pgrst.*, openapi, geo) and CSV. */
const COMPRESSIBLE = /^(application\/([\w.+-]*\+)?json|application\/vnd\.pgrst\.[\w.+-]+|text\/csv)\s*(;|$)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header (brotli preferred at equal weight), or null for identity. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (e: string) => weights.get(e) ?? (weights.get('*') ?? 0);
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

function appendVary(res: ServerResponse, value: string): void {
  const current = res.getHeader('Vary');
  const list = current == null ? [] : String(current).split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) list.push(value);
  res.setHeader('Vary', list.join(', '));
}

function compressible(res: ServerResponse): boolean {
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 304) return false;
  if (res.getHeader('Content-Encoding')) return false;
  // Stored files (Storage downloads carry validators and serve byte ranges) go out exactly as stored.
  if (res.getHeader('ETag') || res.getHeader('Accept-Ranges')) return false;
  if (/^bytes/i.test(String(res.getHeader('Content-Range') ?? ''))) return false;
  if (/no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  return COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''));
}

type Callback = (err?: Error | null) => void;

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), encoding ?? 'utf8');
}

/**
 * Makes `res` compress its body when the response turns out compressible. Headers stay open until the first write
 * (writeHead only records them), so the decision sees the final status and Content-Type; a compressible body is
 * collected until end() and sent compressed when it reaches COMPRESS_MIN_BYTES; anything else streams unchanged.
 */
export function negotiateCompression(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'HEAD') return;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  let mode: 'undecided' | 'collect' | 'pass' = 'undecided';

  const restore = () => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
  };

  const decide = () => {
    if (mode !== 'undecided') return;
    if (compressible(res)) {
      appendVary(res, 'Accept-Encoding');
      mode = encoding ? 'collect' : 'pass';
    } else mode = 'pass';
    if (mode === 'pass') restore();
  };

  res.writeHead = function writeHead(this: ServerResponse, status: number, reason?: unknown, headers?: unknown) {
    if (typeof reason !== 'string') headers = reason;
    else res.statusMessage = reason;
    res.statusCode = status;
    if (Array.isArray(headers)) {
      // Raw [name, value, name, value, …] form.
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers && typeof headers === 'object') {
      for (const [k, v] of Object.entries(headers as OutgoingHttpHeaders)) if (v !== undefined) res.setHeader(k, v);
    }
    return res;
  } as ServerResponse['writeHead'];

  res.write = function write(this: ServerResponse, chunk: unknown, encOrCb?: unknown, cb?: unknown) {
    decide();
    if (mode === 'pass') return (original.write as (...a: unknown[]) => boolean).call(res, chunk, encOrCb, cb);
    const enc = typeof encOrCb === 'string' ? (encOrCb as BufferEncoding) : undefined;
    chunks.push(toBuffer(chunk, enc));
    const done = (typeof encOrCb === 'function' ? encOrCb : cb) as Callback | undefined;
    if (done) queueMicrotask(() => done());
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, chunk?: unknown, encOrCb?: unknown, cb?: unknown) {
    decide();
    if (mode === 'pass') return (original.end as (...a: unknown[]) => ServerResponse).call(res, chunk, encOrCb, cb);
    const enc = typeof encOrCb === 'string' ? (encOrCb as BufferEncoding) : undefined;
    const done = (typeof chunk === 'function' ? chunk : typeof encOrCb === 'function' ? encOrCb : cb) as Callback | undefined;
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, enc));
    restore();
    const body = Buffer.concat(chunks);
    if (body.length < COMPRESS_MIN_BYTES || !encoding) {
      res.setHeader('Content-Length', body.length);
      return res.end(body, done);
    }
    const packed =
      encoding === 'br'
        ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipAsync(body, { level: 6 });
    packed.then(
      (out) => {
        if (res.destroyed) return;
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', out.length);
        res.end(out, done);
      },
      () => {
        res.setHeader('Content-Length', body.length);
        res.end(body, done);
      },
    );
    return res;
  } as ServerResponse['end'];
}
