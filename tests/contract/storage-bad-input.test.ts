// Storage bad input: traversal, NUL, absolute and empty keys, unknown buckets, foreign folders, aborted uploads — 4xx in
// storage-api's shape and nothing written (no row, no bytes on disk), existing objects untouched. Runs with a data dir.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDiskVersions } from '../../local-supabase/storage/blobs.js';
import { rawStorage, startStorageStack, type StorageStack } from './support/storage.js';

let stack: StorageStack;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storage-bad-input-'));
  stack = await startStorageStack({ data: dataDir });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const text = (s: string) => new Blob([s], { type: 'text/plain' });
const root = () => stack.config.storage.root;

/** Sends a raw HTTP request whose path is not normalised by fetch. */
function rawPath(method: string, p: string, token: string, body = 'x'): Promise<{ status: number; json: any }> {
  const url = new URL(stack.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path: `/storage/v1${p}`, headers: { apikey: stack.config.keys.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode!, json: data ? JSON.parse(data) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('storage bad input', () => {
  it('stores bytes on disk under the data dir', async () => {
    const m = await stack.member();
    expect(root()).toBe(path.join(dataDir, 'storage'));
    const before = (await listDiskVersions(root())).length;
    expect((await m.client.storage.from('pub').upload(`${m.id}/on-disk.txt`, text('en disco'))).error).toBeNull();
    expect((await listDiskVersions(root())).length).toBe(before + 1);
  });

  it('refuses traversal, NUL, absolute, empty-segment and control-character keys with InvalidKey, writing nothing', async () => {
    const m = await stack.member();
    const rows = await stack.countObjects('pub');
    const files = (await listDiskVersions(root())).length;
    for (const key of [`${m.id}/..%2F..%2Fetc%2Fpasswd`, `${m.id}/a%00b.txt`, `%2F${m.id}%2Fabs.txt`, `${m.id}//double.txt`, `${m.id}/%2E%2E%2Fx`, `${m.id}/tab%09.txt`, `${m.id}/back%5Cslash.txt`, `${m.id}/bad%E0%A4%A.txt`]) {
      const res = await rawPath('POST', `/object/pub/${key}`, m.token);
      expect(res.status, key).toBe(400);
      expect(res.json, key).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    const viaJs = await m.client.storage.from('pub').move(`${m.id}/on-disk.txt`, `${m.id}/../../escape.txt`);
    expect(viaJs.error).toMatchObject({ statusCode: '400' });
    expect(await stack.countObjects('pub')).toBe(rows);
    expect((await listDiskVersions(root())).length).toBe(files);
  });

  it('resolves ../ in the URL before routing, so a traversal lands on another member\'s folder and RLS refuses it', async () => {
    const m = await stack.member();
    const other = await stack.member();
    const rows = await stack.countObjects('pub');
    const res = await rawPath('POST', `/object/pub/${m.id}/../${other.id}/planted.txt`, m.token);
    expect(res.json).toMatchObject({ statusCode: '403' });
    expect(await stack.countObjects('pub')).toBe(rows);
  });

  it('refuses unknown buckets, foreign folders and over-limit bodies with nothing left on disk', async () => {
    const m = await stack.member();
    const other = await stack.member();
    const files = (await listDiskVersions(root())).length;
    expect((await m.client.storage.from('nope').upload(`${m.id}/a.txt`, text('x'))).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect((await m.client.storage.from('pub').upload(`${other.id}/a.txt`, text('x'))).error).toMatchObject({ statusCode: '403' });
    expect((await m.client.storage.from('priv').upload(`${m.id}/big.txt`, new Blob([Buffer.alloc(70000)], { type: 'text/plain' }))).error).toMatchObject({ statusCode: '413' });
    const huge = await rawStorage(stack, 'POST', `/object/pub/${m.id}/huge.bin`, { token: m.token, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.alloc(stack.config.storage.fileSizeLimitBytes + 2 * 1024 * 1024) });
    expect(huge.json).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect((await listDiskVersions(root())).length).toBe(files);
  });

  it('keeps the existing object when an upsert is cut off half-way', async () => {
    const m = await stack.member();
    const key = `${m.id}/keep.txt`;
    expect((await m.client.storage.from('pub').upload(key, text('original'))).error).toBeNull();
    const files = (await listDiskVersions(root())).length;
    const url = new URL(stack.apiUrl);
    await new Promise<void>((resolve) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/storage/v1/object/pub/${key}`,
        headers: { apikey: stack.config.keys.publishableKey, authorization: `Bearer ${m.token}`, 'x-upsert': 'true', 'content-type': 'text/plain', 'content-length': 100000 },
      });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(40000, 'z'), () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(await (await m.client.storage.from('pub').download(key)).data!.text()).toBe('original');
    expect((await listDiskVersions(root())).length).toBe(files);
  });

  it('keeps the existing object when writing the new bytes fails (disk full, unwritable dir)', async () => {
    const m = await stack.member();
    const key = `${m.id}/survivor.txt`;
    expect((await m.client.storage.from('pub').upload(key, text('sigo aquí'))).error).toBeNull();
    const rows = await stack.countObjects('pub');
    // The scratch folder becomes a file: the next write fails the way a full disk makes it fail.
    const tmp = path.join(root(), 'tmp');
    rmSync(tmp, { recursive: true, force: true });
    writeFileSync(tmp, '');
    try {
      const res = await m.client.storage.from('pub').upload(key, text('reemplazo'), { upsert: true });
      expect(res.error).toMatchObject({ status: 500, statusCode: '500', message: 'Internal server error' });
      const fresh = await m.client.storage.from('pub').upload(`${m.id}/new.txt`, text('nuevo'));
      expect(fresh.error).toMatchObject({ status: 500 });
    } finally {
      rmSync(tmp, { force: true });
      mkdirSync(tmp);
    }
    expect(await (await m.client.storage.from('pub').download(key)).data!.text()).toBe('sigo aquí');
    expect(await stack.countObjects('pub')).toBe(rows);
  });
});
