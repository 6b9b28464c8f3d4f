// Signed URLs: sign one or many (caller must be able to read), download by token; signed upload URLs and uploads by token.
import { jsonBody, type Reply, type StorageRequest } from '../context.js';
import { asCaller, asServer } from '../db.js';
import { E } from '../errors.js';
import { sendObject } from '../serve.js';
import { expiresInOf, signUrl, verifyUrl } from '../signing.js';
import { findObject, probeWrite, readableObject, requireBucket, writeObject } from '../store.js';
import { receiveUpload } from '../upload.js';

const UPLOAD_URL_SECONDS = 2 * 60 * 60;

function transformOf(v: unknown): Record<string, unknown> | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length === 0) return undefined;
  return v as Record<string, unknown>;
}

export async function signOne(r: StorageRequest): Promise<Reply> {
  const b = jsonBody(r);
  const expiresIn = expiresInOf(b.expiresIn);
  const { bucket, key } = r.params;
  await readableObject(r, bucket, key);
  const url = `${bucket}/${key}`;
  const transform = transformOf(b.transform);
  const token = await signUrl(r.deps.jwtKeys, 'download', url, expiresIn, transform ? { transform } : {});
  return { json: { signedURL: `${transform ? '/render/image/sign' : '/object/sign'}/${url}?token=${token}` } };
}

export async function signMany(r: StorageRequest): Promise<Reply> {
  const b = jsonBody(r);
  const expiresIn = expiresInOf(b.expiresIn);
  const paths = b.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000 || paths.some((p) => typeof p !== 'string')) {
    throw E.invalidParameter('paths', 'paths must be a list of 1 to 1000 object names');
  }
  const bucket = r.params.bucket;
  await requireBucket(r, bucket);
  const seen = await asCaller(r.deps.db, r.caller, (tx) =>
    tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [bucket, paths]),
  );
  const names = new Set(seen.rows.map((x) => x.name));
  return {
    json: await Promise.all(
      (paths as string[]).map(async (path) => {
        if (!names.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
        const url = `${bucket}/${path}`;
        return { error: null, path, signedURL: `/object/sign/${url}?token=${await signUrl(r.deps.jwtKeys, 'download', url, expiresIn)}` };
      }),
    ),
  };
}

export async function download(r: StorageRequest): Promise<Reply> {
  const { bucket, key } = r.params;
  await verifyUrl(r.deps.jwtKeys, r.query.get('token'), 'download', `${bucket}/${key}`);
  const obj = await asServer(r.deps.db, (tx) => findObject(tx, bucket, key));
  if (!obj) throw E.noSuchKey();
  await sendObject(r, obj);
  return undefined;
}

/** The caller must be allowed to write the object now; the URL then lets anyone holding it upload it once as the caller. */
export async function signUpload(r: StorageRequest): Promise<Reply> {
  const { bucket, key } = r.params;
  const upsert = r.ctx.headers['x-upsert'] === 'true';
  await requireBucket(r, bucket);
  await probeWrite(r, r.caller, bucket, key, upsert);
  const url = `${bucket}/${key}`;
  const token = await signUrl(r.deps.jwtKeys, 'upload', url, UPLOAD_URL_SECONDS, { owner: r.caller.sub ?? undefined, upsert });
  return { json: { url: `/object/upload/sign/${url}?token=${token}`, token } };
}

export async function upload(r: StorageRequest): Promise<Reply> {
  const { bucket, key } = r.params;
  const claims = await verifyUrl(r.deps.jwtKeys, r.query.get('token'), 'upload', `${bucket}/${key}`);
  const body = await receiveUpload(r, await requireBucket(r, bucket));
  const out = await writeObject(r, null, { bucket, key, ...body, upsert: claims.upsert === true, owner: claims.owner ?? null });
  return { json: { Id: out.id, Key: out.key } };
}
