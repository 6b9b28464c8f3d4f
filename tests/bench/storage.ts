// `npm run bench -- storage [mb=20] [downloads=10] [renders=50] [--no-attack]`: local-supabase Storage next to a plain
// Node static file server in the same run — download throughput of one large object, and p50 of a ~200 KB image
// transformed by /render/image (fresh sizes: no cache; one size repeated: cached), against the static server sending
// the original; then the attack rows (storage-attack.ts).
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { record } from './report.js';
import { attackRows } from './storage-attack.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startStack } from '../../local-supabase/stack.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';

const FIXTURE = `
delete from storage.objects where bucket_id = 'bench';
delete from storage.buckets where id = 'bench';
insert into storage.buckets (id, name, public) values ('bench', 'bench', true);
`;

/** GETs a URL and drains it; resolves with the byte count (status must be 200). */
function get(url: string, agent: http.Agent, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url} answered ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

async function timed(times: number, op: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await op(i);
    out.push(performance.now() - t0);
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** A plain Node static file server over `dir` (what a CDN-less deployment would do at best). */
async function staticServer(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Length': size, 'Content-Type': 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export async function run(args: string[]): Promise<void> {
  const mb = Number(args[0] ?? 20);
  const downloads = Number(args[1] ?? 10);
  const renders = Number(args[2] ?? 50);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-storage-'));
  const stack = await startStack({ port: 0, dbPort: 0, mailPort: 0, data: path.join(dir, 'data'), migrate: false, serveDb: false, serveMail: false, runCron: false, fixtureSql: FIXTURE });
  const files = await staticServer(dir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const big = Buffer.alloc(mb * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32BE(i >>> 0, i);
    // ~200 KB JPEG: noisy pixels so it does not compress away.
    const side = 640;
    const pixels = Buffer.alloc(side * side * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
    const photo = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 82 }).toBuffer();
    writeFileSync(path.join(dir, 'big.bin'), big);
    writeFileSync(path.join(dir, 'photo.jpg'), photo);
    const upload = async (name: string, body: Buffer, type: string) => {
      const res = await fetch(`${stack.apiUrl}/storage/v1/object/bench/${name}`, {
        method: 'POST',
        headers: { apikey: DEFAULT_KEYS.secretKey, 'content-type': type, 'x-upsert': 'true' },
        body: new Uint8Array(body),
      });
      if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
    };
    await upload('big.bin', big, 'application/octet-stream');
    await upload('photo.jpg', photo, 'image/jpeg');
    const pub = `${stack.apiUrl}/storage/v1/object/public/bench`;
    const render = `${stack.apiUrl}/storage/v1/render/image/public/bench/photo.jpg`;

    await get(`${pub}/big.bin`, agent);
    await get(`${files.url}/big.bin`, agent);
    const storageDl = await timed(downloads, () => get(`${pub}/big.bin`, agent));
    const staticDl = await timed(downloads, () => get(`${files.url}/big.bin`, agent));
    const mbps = (ms: number) => (mb / (ms / 1000)).toFixed(0);

    await get(`${render}?width=320&height=240`, agent, { accept: 'image/webp' });
    const fresh = await timed(renders, (i) => get(`${render}?width=${200 + i}&height=150`, agent, { accept: 'image/webp' }));
    const cached = await timed(renders, () => get(`${render}?width=320&height=240`, agent, { accept: 'image/webp' }));
    const original = await timed(renders, () => get(`${pub}/photo.jpg`, agent));
    const staticPhoto = await timed(renders, () => get(`${files.url}/photo.jpg`, agent));

    console.log(`storage bench (${stack.db.kind}, bytes on disk; ${downloads} downloads of ${mb} MB, ${renders} requests per image row; single connection)`);
    console.log(`  ${mb} MB download   storage ${mbps(median(storageDl))} MB/s   static server ${mbps(median(staticDl))} MB/s   (median)`);
    console.log(`  ${(photo.length / 1024).toFixed(0)} KB image p50   transformed (fresh size) ${median(fresh).toFixed(1)} ms   transformed (cached) ${median(cached).toFixed(1)} ms`);
    console.log(`                    original via storage ${median(original).toFixed(1)} ms   static server ${median(staticPhoto).toFixed(1)} ms`);
    const engine = stack.db.kind === 'postgres' ? 'Postgres' : 'PGlite';
    record({ bench: `storage (${engine})`, metric: `${mb} MB download: storage vs static file server`, value: `${mbps(median(storageDl))} vs ${mbps(median(staticDl))} MB/s` });
    record({ bench: `storage (${engine})`, metric: 'image transform p50: new size / cached', value: `${median(fresh).toFixed(1)} ms / ${median(cached).toFixed(1)} ms` });
    if (!args.includes('--no-attack')) await attackRows(stack.apiUrl, engine, upload, (url) => get(url, agent));
  } finally {
    agent.destroy();
    await files.close();
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
