// Object bytes, keyed by a generated version id (never by the object's name): on disk under the data dir, or in memory.
// A write lands in a temp file, is flushed, then renamed into place, so a crash never leaves a half-written version;
// rows point at versions only after the bytes are in place, and old versions are deleted only after the row moved on.
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash, randomUUID } from 'node:crypto';

/** A version being written chunk by chunk (uploads stream to disk); commit makes it readable, abort removes it. */
export interface BlobWriter {
  write(chunk: Buffer): Promise<void>;
  /** Flushes and moves the bytes into place: the new version id, its size and its quoted MD5 ETag. */
  commit(): Promise<{ version: string; size: number; eTag: string }>;
  abort(): Promise<void>;
}

export interface BlobStore {
  /** Stores bytes under a new version id and returns it. */
  put(bytes: Buffer): Promise<string>;
  /** Starts a new version written chunk by chunk. */
  writer(): Promise<BlobWriter>;
  /** Size in bytes, or null when the version is missing. */
  size(version: string): Promise<number | null>;
  /** A stream of bytes [start, end] (inclusive), or the whole version. */
  read(version: string, range?: { start: number; end: number }): Readable;
  readAll(version: string): Promise<Buffer>;
  remove(version: string): Promise<void>;
}

const VERSION_RE = /^[0-9a-f-]{36}$/;

function checkVersion(version: string): string {
  if (!VERSION_RE.test(version)) throw new Error(`invalid object version ${JSON.stringify(version)}`);
  return version;
}

export function createBlobStore(root: string): BlobStore {
  return root === 'memory' ? memoryStore() : diskStore(root);
}

function memoryStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    async put(bytes) {
      const v = randomUUID();
      blobs.set(v, Buffer.from(bytes));
      return v;
    },
    async writer() {
      const chunks: Buffer[] = [];
      const hash = createHash('md5');
      return {
        async write(c) {
          chunks.push(Buffer.from(c));
          hash.update(c);
        },
        async commit() {
          const v = randomUUID();
          const bytes = Buffer.concat(chunks);
          blobs.set(v, bytes);
          return { version: v, size: bytes.length, eTag: `"${hash.digest('hex')}"` };
        },
        async abort() {
          chunks.length = 0;
        },
      };
    },
    async size(v) {
      return blobs.get(v)?.length ?? null;
    },
    read(v, range) {
      const b = blobs.get(v) ?? Buffer.alloc(0);
      return Readable.from([range ? b.subarray(range.start, range.end + 1) : b]);
    },
    async readAll(v) {
      const b = blobs.get(v);
      if (!b) throw new Error('missing object bytes');
      return b;
    },
    async remove(v) {
      blobs.delete(v);
    },
  };
}

function diskStore(root: string): BlobStore {
  const dataDir = path.join(root, 'versions');
  const tmpDir = path.join(root, 'tmp');
  const ready = (async () => {
    await mkdir(dataDir, { recursive: true });
    // Temp files left by a crash were never referenced by a row.
    await rm(tmpDir, { recursive: true, force: true });
    await mkdir(tmpDir, { recursive: true });
  })();
  const file = (v: string) => path.join(dataDir, checkVersion(v).slice(0, 2), v);

  const writer = async (): Promise<BlobWriter> => {
    await ready;
    const v = randomUUID();
    const tmp = path.join(tmpDir, v);
    const fh = await open(tmp, 'wx');
    const hash = createHash('md5');
    let size = 0;
    const abort = async () => {
      await fh.close().catch(() => undefined);
      await unlink(tmp).catch(() => undefined);
    };
    return {
      async write(c) {
        await fh.write(c);
        hash.update(c);
        size += c.length;
      },
      async commit() {
        try {
          await fh.sync();
          await fh.close();
          const target = file(v);
          await mkdir(path.dirname(target), { recursive: true });
          await rename(tmp, target);
        } catch (e) {
          await abort();
          throw e;
        }
        return { version: v, size, eTag: `"${hash.digest('hex')}"` };
      },
      abort,
    };
  };

  return {
    async put(bytes) {
      const w = await writer();
      try {
        await w.write(bytes);
      } catch (e) {
        await w.abort();
        throw e;
      }
      return (await w.commit()).version;
    },
    writer,
    async size(v) {
      try {
        return (await stat(file(v))).size;
      } catch {
        return null;
      }
    },
    read(v, range) {
      return createReadStream(file(v), range ? { start: range.start, end: range.end } : {});
    },
    async readAll(v) {
      const fh = await open(file(v), 'r');
      try {
        return await fh.readFile();
      } finally {
        await fh.close();
      }
    },
    async remove(v) {
      await unlink(file(v)).catch(() => undefined);
    },
  };
}

/** Names of version files on disk (tests use it to prove nothing was written). */
export async function listDiskVersions(root: string): Promise<string[]> {
  const dataDir = path.join(root, 'versions');
  const out: string[] = [];
  for (const d of await readdir(dataDir).catch(() => [] as string[])) {
    for (const f of await readdir(path.join(dataDir, d)).catch(() => [] as string[])) out.push(f);
  }
  return out;
}
