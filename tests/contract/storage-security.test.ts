// Storage under attack: refused uploads are answered from the headers before any body byte is sent; bodies stream to
// disk and stop at the bucket's limit as bytes arrive (nothing kept); oversized image sources are refused from their
// header; abandoned resumable uploads expire and their parts are swept. Runs with a data dir.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDiskVersions } from '../../local-supabase/storage/blobs.js';
import { startStorageStack, type StorageStack } from './support/storage.js';

let stack: StorageStack;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storage-security-'));
  stack = await startStorageStack({ data: dataDir, storage: { tusExpiryMs: 1500 } });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const root = () => stack.config.storage.root;
const MiB = 1024 * 1024;

interface Answer {
  status: number;
  json: any;
  /** Body bytes the client had written when the answer arrived. */
  sentBefore: number;
}

/**
 * Opens an upload and writes its body in 16 KB chunks every few ms until the server answers (or `total` is out). With
 * `holdBody` only the headers go out: the answer must come without a single body byte.
 */
function probeUpload(method: string, p: string, headers: Record<string, string | number>, opts: { total: number; holdBody?: boolean; prefix?: Buffer }): Promise<Answer> {
  const url = new URL(stack.apiUrl);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, method, path: `/storage/v1${p}`, headers: { apikey: stack.config.keys.publishableKey, ...headers } }, (res) => {
      answered = true;
      const sentBefore = sent;
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, json: text ? JSON.parse(text) : null, sentBefore });
      });
    });
    req.on('error', (e) => (answered ? undefined : reject(e)));
    req.flushHeaders();
    if (opts.holdBody) return;
    const chunk = Buffer.alloc(16 * 1024, 'z');
    if (opts.prefix) req.write(opts.prefix);
    const pump = () => {
      if (answered || req.destroyed) return;
      if (sent >= opts.total) return void req.end();
      req.write(chunk, () => setTimeout(pump, 2));
      sent += chunk.length;
    };
    pump();
  });
}

const tmpFiles = () => readdirSync(path.join(root(), 'tmp'));

describe('uploads are judged on their headers', () => {
  it('answers a 51 MiB upload with a bad token, without a key, or refused by RLS before any body byte arrives', async () => {
    const declared = { 'content-type': 'application/octet-stream', 'content-length': 51 * MiB };
    const bad = await probeUpload('POST', '/object/pub/x/a.bin', { ...declared, authorization: 'Bearer not.a.jwt' }, { total: 0, holdBody: true });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const m = await stack.member();
    // The anon key has no insert policy on pub: refused by RLS, from the headers alone.
    const anon = await probeUpload('POST', `/object/pub/${m.id}/a.bin`, declared, { total: 0, holdBody: true });
    expect(anon.status).toBe(400);
    expect(anon.json).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    // The member may write there, but the priv bucket takes 64 KB and text, png or octet-stream only.
    const big = await probeUpload('POST', `/object/priv/${m.id}/a.bin`, { ...declared, authorization: `Bearer ${m.token}` }, { total: 0, holdBody: true });
    expect(big.json).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    const video = await probeUpload('POST', `/object/priv/${m.id}/a.mp4`, { 'content-type': 'video/mp4', 'content-length': 1000, authorization: `Bearer ${m.token}` }, { total: 0, holdBody: true });
    expect(video.json).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    expect(await stack.countObjects('pub')).toBe(0);
  }, 30_000);

  it('stops a chunked upload at the bucket limit as bytes arrive, keeping nothing', async () => {
    const m = await stack.member();
    const auth = { authorization: `Bearer ${m.token}`, 'transfer-encoding': 'chunked' };
    const raw = await probeUpload('POST', `/object/priv/${m.id}/raw.bin`, { ...auth, 'content-type': 'application/octet-stream' }, { total: 4 * MiB });
    expect(raw.json).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(raw.sentBefore).toBeLessThan(MiB);

    const boundary = 'xYz';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: text/plain\r\n\r\n`);
    const form = await probeUpload('POST', `/object/priv/${m.id}/form.txt`, { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, { total: 4 * MiB, prefix: head });
    expect(form.json).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(form.sentBefore).toBeLessThan(MiB);

    expect(await stack.countObjects('priv')).toBe(0);
    expect(await listDiskVersions(root())).toEqual([]);
    await expect.poll(tmpFiles).toEqual([]);
  }, 30_000);

  it('still takes uploads in both shapes up to the limit, with their ETag', async () => {
    const m = await stack.member();
    const bytes = Buffer.alloc(65536, 'q');
    const raw = await m.client.storage.from('priv').upload(`${m.id}/ok.bin`, bytes, { contentType: 'application/octet-stream' });
    expect(raw.error).toBeNull();
    const form = await m.client.storage.from('priv').upload(`${m.id}/ok.txt`, new Blob([bytes], { type: 'text/plain' }), { metadata: { k: 'v' } });
    expect(form.error).toBeNull();
    const info = await m.client.storage.from('priv').info(`${m.id}/ok.txt`);
    expect(info.data).toMatchObject({ size: 65536, contentType: 'text/plain', metadata: { k: 'v' } });
    const got = await m.client.storage.from('priv').download(`${m.id}/ok.bin`);
    expect(Buffer.from(await got.data!.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

/** A tiny lossless WebP whose header claims width × height (the pixels behind it are never decoded). */
async function giantWebp(width: number, height: number): Promise<Buffer> {
  const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } }).webp({ lossless: true }).toBuffer();
  const at = webp.indexOf('VP8L') + 8;
  expect(webp[at]).toBe(0x2f);
  const bits = webp.readUInt32LE(at + 1);
  webp.writeUInt32LE(((bits & ~0x0fffffff) | (width - 1) | ((height - 1) << 14)) >>> 0, at + 1);
  return webp;
}

describe('image transforms', () => {
  it('refuses a source over the pixel limit from its header, quickly, eight at a time, and still renders others', async () => {
    const m = await stack.member();
    const giant = await giantWebp(16000, 16000);
    expect((await sharp(giant).metadata()).width).toBe(16000);
    expect((await m.client.storage.from('pub').upload(`${m.id}/giant.webp`, giant, { contentType: 'image/webp' })).error).toBeNull();
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } }).png().toBuffer();
    expect((await m.client.storage.from('pub').upload(`${m.id}/small.png`, small, { contentType: 'image/png' })).error).toBeNull();

    const started = Date.now();
    const answers = await Promise.all(
      [...Array(8).keys()].map(async (i) => {
        const res = await fetch(`${stack.apiUrl}/storage/v1/render/image/public/pub/${m.id}/giant.webp?width=${100 + i}`);
        return { status: res.status, json: await res.json() };
      }),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    for (const a of answers) expect(a.json).toMatchObject({ statusCode: '413', message: expect.stringMatching(/16000x16000 pixels.*at most 50 megapixels/) });
    const ok = await fetch(`${stack.apiUrl}/storage/v1/render/image/public/pub/${m.id}/small.png?width=32`);
    expect(ok.status).toBe(200);
    expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).width).toBe(32);
  }, 30_000);
});

describe('resumable uploads', () => {
  it('expire when abandoned: after the expiry the upload is gone and its part swept from disk', async () => {
    const m = await stack.member();
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const res = await fetch(`${stack.apiUrl}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        apikey: stack.config.keys.publishableKey,
        authorization: `Bearer ${m.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '100000',
        'upload-metadata': `bucketName ${b64('pub')},objectName ${b64(`${m.id}/left.bin`)},contentType ${b64('application/octet-stream')}`,
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(Buffer.alloc(4096, 'p')),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('upload-offset')).toBe('4096');
    expect(res.headers.get('upload-expires')).toBeTruthy();
    const location = res.headers.get('location')!;
    const uploads = path.join(root(), 'uploads');
    expect(readdirSync(uploads).length).toBe(2);
    await expect.poll(() => readdirSync(uploads), { timeout: 8000, interval: 250 }).toEqual([]);
    const head = await fetch(location, { method: 'HEAD', headers: { apikey: stack.config.keys.publishableKey, authorization: `Bearer ${m.token}`, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
  }, 20_000);
});
