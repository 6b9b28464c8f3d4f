// Storage under kill -9 (spawned CLI, embedded engine, bytes on disk): an upload cut by a crash loses no existing
// object, leaves no half-written bytes, and after the restart every row still has all of its bytes; a resumable
// upload keeps every chunk that was acknowledged.
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

  it('keeps acknowledged resumable chunks through a kill -9: same offset after the restart, and the upload completes', async () => {
    const video = Buffer.alloc(6 * 1024 * 1024);
    for (let i = 0; i < video.length; i++) video[i] = (i * 31) & 0xff;
    const chunk = 4 * 1024 * 1024;
    const tus = (url: string, method: string, extra: Record<string, string> = {}, body?: Buffer) =>
      fetch(url, { method, headers: { ...headers, 'tus-resumable': '1.0.0', ...extra }, body: body ? new Uint8Array(body) : undefined });
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    let run = await startCli(workdir, data, 60_000);
    running.push(run);
    const created = await tus(`${run.apiUrl}/storage/v1/upload/resumable`, 'POST', {
      'upload-length': String(video.length),
      'upload-metadata': `bucketName ${b64('files')},objectName ${b64('resumed.bin')},contentType ${b64('application/octet-stream')}`,
    });
    expect(created.status).toBe(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    const patched = await tus(`${run.apiUrl}/storage/v1/upload/resumable/${id}`, 'PATCH', { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, video.subarray(0, chunk));
    expect(patched.status).toBe(204);
    run.child.kill('SIGKILL');
    await run.exited;

    run = await startCli(workdir, data, 60_000);
    running.push(run);
    const at = `${run.apiUrl}/storage/v1/upload/resumable/${id}`;
    const head = await tus(at, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(chunk));
    const rest = await tus(at, 'PATCH', { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(chunk) }, video.subarray(chunk));
    expect(rest.status).toBe(204);
    expect((await download(run.apiUrl, 'resumed.bin')).equals(video)).toBe(true);
    expect(readdirSync(path.join(data, 'storage', 'uploads'))).toEqual([]);
    run.child.kill('SIGKILL');
    await run.exited;
  }, 180_000);
});
