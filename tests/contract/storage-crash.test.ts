// Storage under kill -9 (spawned CLI, embedded engine, bytes on disk): an upload cut by a crash loses no existing
// object, leaves no half-written bytes, and after the restart every row still has all of its bytes.
import { mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listDiskVersions } from '../../local-supabase/storage/blobs.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { makeWorkdir, startCli, type Started } from './stack-process.js';

const running: Started[] = [];
afterAll(() => {
  for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
});

const workdir = makeWorkdir({ 'migrations/20240101000000_bucket.sql': `insert into storage.buckets (id, name, public) values ('files', 'files', true);\n` });
const data = mkdtempSync(path.join(tmpdir(), 'ls-storage-crash-'));
const headers = { apikey: DEFAULT_KEYS.secretKey };

async function upload(apiUrl: string, key: string, body: Buffer): Promise<void> {
  const res = await fetch(`${apiUrl}/storage/v1/object/files/${key}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream', 'x-upsert': 'true' }, body: new Uint8Array(body) });
  expect(res.status).toBe(200);
}

async function download(apiUrl: string, key: string): Promise<Buffer> {
  const res = await fetch(`${apiUrl}/storage/v1/object/files/${key}`, { headers });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Sends an upsert of `body` and SIGKILLs the server after `sent` bytes went out (all of them when sent = length). */
function uploadAndKill(run: Started, key: string, body: Buffer, sent: number): Promise<void> {
  const url = new URL(run.apiUrl);
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, method: 'POST', path: `/storage/v1/object/files/${key}`, headers: { ...headers, 'content-type': 'application/octet-stream', 'x-upsert': 'true', 'content-length': body.length } });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, sent), () => run.child.kill('SIGKILL'));
    if (sent === body.length) req.end();
  });
}

describe('storage crash safety', () => {
  it('keeps the existing object through a kill -9 mid-upload and right after one', async () => {
    const original = Buffer.alloc(3 * 1024 * 1024, 'a');
    const replacement = Buffer.alloc(8 * 1024 * 1024, 'b');
    let run = await startCli(workdir, data);
    running.push(run);
    await upload(run.apiUrl, 'video.bin', original);

    await uploadAndKill(run, 'video.bin', replacement, 4 * 1024 * 1024);
    await run.exited;
    run = await startCli(workdir, data, 60_000);
    running.push(run);
    expect((await download(run.apiUrl, 'video.bin')).equals(original)).toBe(true);

    // Killed once the whole body is out: the server may or may not have committed; either way the object is whole.
    await uploadAndKill(run, 'video.bin', replacement, replacement.length);
    await run.exited;
    run = await startCli(workdir, data, 60_000);
    running.push(run);
    const after = await download(run.apiUrl, 'video.bin');
    expect(after.equals(original) || after.equals(replacement)).toBe(true);
    const root = path.join(data, 'storage');
    expect(readdirSync(path.join(root, 'tmp'))).toEqual([]);
    // Every version on disk is whole: the one the row points at, plus at most the replaced one left by the crash.
    expect((await listDiskVersions(root)).length).toBeLessThanOrEqual(2);
    run.child.kill('SIGKILL');
    await run.exited;
  }, 180_000);
});
