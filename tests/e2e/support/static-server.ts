// Static file server with SPA fallback for the built app (dist-e2e/), on a port chosen before the build.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  url: string;
  server: Server | ReturnType<typeof createSecureServer>;
  close(): Promise<void>;
}

export interface StaticOptions {
  /** Compress text responses (brotli, else gzip, per Accept-Encoding) as a production host would. Default false. */
  compress?: boolean;
  /** Serve HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) with this key and certificate. Default: plain HTTP/1.1. */
  tls?: { key: string; cert: string };
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.m3u8']);

// Compressed once per file version, like a host serving precompressed assets (no per-request compression cost).
const compressed = new Map<string, Buffer>();
function compressedFile(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** Listens at once (so the URL is known); files are read from `root` on each request, so the build may come later. */
export async function serveStatic(root: string, opts: StaticOptions = {}): Promise<StaticServer> {
  const handle = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const rel = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = path.join(root, rel);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      // SPA fallback: app routes get index.html; missing assets get 404.
      if (path.extname(rel) && !rel.endsWith('.html')) {
        res.writeHead(404).end();
        return;
      }
      file = path.join(root, 'index.html');
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !opts.compress || !COMPRESSIBLE.has(path.extname(file)) ? undefined : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    if (!encoding) {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    const body = compressedFile(file, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length), Vary: 'Accept-Encoding' });
    res.end(body);
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = opts.tls ? createSecureServer({ ...opts.tls, allowHTTP1: true }, handle) : createServer(handle);
  server.on('connection', (s: import('node:net').Socket) => (sockets.add(s), s.once('close', () => sockets.delete(s))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
