// TUS upload parts: each unfinished upload's description and the bytes acknowledged so far. On disk (beside the objects)
// every answered chunk is fsynced first, so a kill -9 keeps it; in memory with `--data memory`. Expired uploads are swept.
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface PartInfo {
  bucket: string;
  key: string;
  length: number;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
  /** Only the member (or key) that created the upload may continue it. */
  creator: string;
  /** Epoch ms after which the upload is gone. */
  expires: number;
}

export interface PartStore {
  create(id: string, info: PartInfo): Promise<void>;
  /** The upload and its acknowledged offset, or null when unknown or expired. */
  get(id: string): Promise<{ info: PartInfo; offset: number } | null>;
  /** Appends what `fill` writes at `offset`, flushed before it resolves; on failure the part is cut back to `offset`. */
  append(id: string, offset: number, fill: (write: (c: Buffer) => Promise<void>) => Promise<void>): Promise<number>;
  read(id: string): Readable;
  remove(id: string): Promise<void>;
  /** Removes every upload past its expiry; returns how many went. */
  sweep(now?: number): Promise<number>;
}

const ID_RE = /^[0-9a-f-]{36}$/;

export function createPartStore(root: string): PartStore {
  return root === 'memory' ? memoryParts() : diskParts(path.join(root, 'uploads'));
}

function memoryParts(): PartStore {
  const parts = new Map<string, { info: PartInfo; chunks: Buffer[]; size: number }>();
  const store: PartStore = {
    async create(id, info) {
      parts.set(id, { info, chunks: [], size: 0 });
    },
    async get(id) {
      const p = parts.get(id);
      return p && p.info.expires > Date.now() ? { info: p.info, offset: p.size } : null;
    },
    async append(id, offset, fill) {
      const p = parts.get(id)!;
      const added: Buffer[] = [];
      await fill(async (c) => void added.push(Buffer.from(c)));
      p.chunks.push(...added);
      p.size = offset + added.reduce((n, c) => n + c.length, 0);
      return p.size;
    },
    read: (id) => Readable.from(parts.get(id)?.chunks ?? []),
    async remove(id) {
      parts.delete(id);
    },
    async sweep(now = Date.now()) {
      const gone = [...parts].filter(([, p]) => p.info.expires <= now).map(([id]) => id);
      for (const id of gone) parts.delete(id);
      return gone.length;
    },
  };
  return store;
}

function diskParts(dir: string): PartStore {
  const ready = mkdir(dir, { recursive: true });
  const file = (id: string, ext: 'part' | 'json') => {
    if (!ID_RE.test(id)) throw new Error(`invalid upload id ${JSON.stringify(id)}`);
    return path.join(dir, `${id}.${ext}`);
  };
  const infoOf = async (id: string): Promise<PartInfo | null> => {
    try {
      return JSON.parse(await readFile(file(id, 'json'), 'utf8')) as PartInfo;
    } catch {
      return null;
    }
  };
  const store: PartStore = {
    async create(id, info) {
      await ready;
      await (await open(file(id, 'part'), 'wx')).close();
      // The description is written whole, flushed, then renamed: a crash leaves the old state or the new one.
      const tmp = file(id, 'json') + '.tmp';
      const fh = await open(tmp, 'w');
      await fh.writeFile(JSON.stringify(info));
      await fh.sync();
      await fh.close();
      await rename(tmp, file(id, 'json'));
    },
    async get(id) {
      await ready;
      const info = await infoOf(id);
      if (!info || info.expires <= Date.now()) return null;
      const size = await stat(file(id, 'part')).then((s) => s.size, () => null);
      return size === null ? null : { info, offset: size };
    },
    async append(id, offset, fill) {
      const fh = await open(file(id, 'part'), 'r+');
      let at = offset;
      try {
        await fill(async (c) => {
          await fh.write(c, 0, c.length, at);
          at += c.length;
        });
        await fh.sync();
        return at;
      } catch (e) {
        await fh.truncate(offset).catch(() => undefined);
        throw e;
      } finally {
        await fh.close();
      }
    },
    read: (id) => createReadStream(file(id, 'part')),
    async remove(id) {
      await unlink(file(id, 'json')).catch(() => undefined);
      await unlink(file(id, 'part')).catch(() => undefined);
    },
    async sweep(now = Date.now()) {
      await ready;
      let n = 0;
      for (const name of await readdir(dir)) {
        const id = name.replace(/\.(json|part|json\.tmp)$/, '');
        if (!ID_RE.test(id) || !name.endsWith('.json')) continue;
        const info = await infoOf(id);
        if (info && info.expires > now) continue;
        await store.remove(id);
        n++;
      }
      // Files whose description never landed (a crash inside create) are orphans once they are a minute old.
      for (const name of await readdir(dir)) {
        const id = name.replace(/\.(json|part|json\.tmp)$/, '');
        if (!ID_RE.test(id) || name.endsWith('.json') || (await infoOf(id))) continue;
        const old = await stat(path.join(dir, name)).then((s) => s.mtimeMs < now - 60_000, () => false);
        if (old) await unlink(path.join(dir, name)).catch(() => undefined);
      }
      return n;
    },
  };
  return store;
}
