// The storage attack shapes of issue 33 as bench rows (run by `npm run bench -- storage`): 20 held 51 MiB uploads
// without credentials (memory they add), and 8 clients looping transforms of a 16000×16000 px WebP while a member
// downloads (download p99). The attackers run in this process too, so the memory row counts both sides.
import http from 'node:http';
import sharp from 'sharp';
import { loadAverage, record } from './report.js';

const MiB = 1024 * 1024;

/** Sends `total` bytes (one shared 64 KB chunk, written as the socket drains) and keeps the connection open until released. */
function heldUpload(apiUrl: string, path: string, total: number, release: Promise<void>): Promise<number | null> {
  const url = new URL(apiUrl);
  return new Promise((resolve) => {
    let status: number | null = null;
    const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path, headers: { 'content-type': 'application/octet-stream', 'content-length': total, authorization: 'Bearer not.a.token' } }, (res) => {
      status = res.statusCode ?? null;
      res.resume();
    });
    // The server may close a refused upload's connection: then this attacker is done early.
    req.on('error', () => undefined);
    req.on('close', () => resolve(status));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      void release.then(() => (req.destroy(), resolve(status)));
    };
    pump();
  });
}

async function heldUploadsRow(apiUrl: string, engine: string): Promise<void> {
  const load = loadAverage();
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const uploads = [...Array(20).keys()].map((i) => heldUpload(apiUrl, `/storage/v1/object/bench/held-${i}.bin`, 51 * MiB, released));
  // Every body is out (or refused and drained) before the connections are released.
  await new Promise((r) => setTimeout(r, 4000));
  peak = Math.max(peak, process.memoryUsage().rss);
  const held = process.memoryUsage().rss;
  release();
  const statuses = await Promise.all(uploads);
  clearInterval(sampler);
  const added = (Math.max(peak, held) - before) / MiB;
  console.log(`  20 held 51 MiB uploads without credentials: +${added.toFixed(0)} MB peak RSS (answers ${[...new Set(statuses)].join(', ')}; load ${load})`);
  record({ bench: `storage (${engine})`, metric: '20 held 51 MiB uploads without credentials: memory added', value: `${added.toFixed(0)} MB (load ${load})`, target: '≤ 64 MB', ok: added <= 64 });
}

/** A lossless WebP of a few KB whose header says 16000×16000 px (built small, header rewritten). */
async function giantWebp(): Promise<Buffer> {
  const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } }).webp({ lossless: true }).toBuffer();
  const at = webp.indexOf('VP8L') + 9;
  webp.writeUInt32LE(((webp.readUInt32LE(at) & ~0x0fffffff) | 15999 | (15999 << 14)) >>> 0, at);
  return webp;
}

async function giantTransformsRow(apiUrl: string, engine: string, upload: (name: string, body: Buffer, type: string) => Promise<void>, get: (url: string) => Promise<number>): Promise<void> {
  await upload('giant.webp', await giantWebp(), 'image/webp');
  const load = loadAverage();
  let stop = false;
  let size = 100;
  const attacker = async () => {
    while (!stop) await fetch(`${apiUrl}/storage/v1/render/image/public/bench/giant.webp?width=${size++ % 2400 + 1}`).then((r) => r.arrayBuffer());
  };
  const attackers = [...Array(8).keys()].map(attacker);
  const times: number[] = [];
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await get(`${apiUrl}/storage/v1/object/public/bench/photo.jpg`);
    times.push(performance.now() - t0);
  }
  stop = true;
  await Promise.all(attackers);
  const sorted = times.sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
  console.log(`  8 clients looping 16000×16000 WebP transforms: downloads p99 ${p99.toFixed(1)} ms over ${times.length} (load ${load})`);
  record({ bench: `storage (${engine})`, metric: '8 concurrent giant-image transforms: download p99', value: `${p99.toFixed(1)} ms (load ${load})`, target: '≤ 500 ms', ok: p99 <= 500 });
}

export async function attackRows(apiUrl: string, engine: string, upload: (name: string, body: Buffer, type: string) => Promise<void>, get: (url: string) => Promise<number>): Promise<void> {
  await giantTransformsRow(apiUrl, engine, upload, get);
  await heldUploadsRow(apiUrl, engine);
}
