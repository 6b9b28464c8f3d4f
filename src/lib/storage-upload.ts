// Uploads one file to Supabase Storage with progress and cancellation (XMLHttpRequest: fetch reports no upload
// progress). Same request as storage-js's upload, so it works against local-supabase and hosted Supabase alike.
import { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL, authedFetch, serviceUrl, supabase } from './supabase';
import { problemForStatus, UPLOAD_CANCELLED, UPLOAD_DENIED, UPLOAD_FAILED, type BucketRules, type FileProblem } from './storage-files';

// storage-js is downloaded the first time a file is stored or deleted, not with the pages that merely can do so.
let storageClient: Promise<import('@supabase/storage-js').StorageClient> | null = null;
function storage() {
  storageClient ??= import('@supabase/storage-js').then(({ StorageClient }) => new StorageClient(serviceUrl('storage/v1').href, {}, authedFetch));
  return storageClient;
}

export class UploadError extends Error {
  constructor(
    readonly problem: FileProblem,
    readonly cancelled = false,
  ) {
    super(problem.description);
  }
}

export interface UploadOptions {
  rules: BucketRules;
  path: string;
  file: Blob;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Resolves with the object's public URL; rejects with an UploadError carrying the Spanish problem. */
export async function uploadFile({ rules, path, file, onProgress, signal }: UploadOptions): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadError(UPLOAD_DENIED);
  const url = `${SUPABASE_URL}/storage/v1/object/${rules.bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('apikey', SUPABASE_PUBLISHABLE_KEY);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.setRequestHeader('cache-control', 'max-age=31536000');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let statusCode: string | undefined;
      try {
        statusCode = String((JSON.parse(xhr.responseText) as { statusCode?: unknown }).statusCode ?? xhr.status);
      } catch {
        statusCode = String(xhr.status);
      }
      reject(new UploadError(problemForStatus(statusCode, rules)));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED));
    xhr.onabort = () => reject(new UploadError(UPLOAD_CANCELLED, true));
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
  onProgress?.(1);
  return (await storage()).from(rules.bucket).getPublicUrl(path).data.publicUrl;
}

/** Deletes an object the member uploaded and no longer uses (best effort: a leftover file harms nobody). */
export async function removeFile(rules: BucketRules, path: string): Promise<void> {
  await storage()
    .then((client) => client.from(rules.bucket).remove([path]))
    .catch(() => undefined);
}

/** Every object under `prefix` in `bucket` (folders walked one level at a time), as paths; for removing them all. */
async function objectsUnder(bucket: string, prefix: string): Promise<string[]> {
  const client = await storage();
  const { data, error } = await client.from(bucket).list(prefix, { limit: 1000 });
  if (error) throw error;
  const paths: string[] = [];
  for (const entry of data ?? []) {
    const path = `${prefix}/${entry.name}`;
    // Folders come back without an id.
    if (entry.id) paths.push(path);
    else paths.push(...(await objectsUnder(bucket, path)));
  }
  return paths;
}

/** Deletes every object under a folder; throws when Storage refuses, so the caller can say so. */
export async function removeFolder(bucket: string, prefix: string): Promise<void> {
  const paths = await objectsUnder(bucket, prefix);
  const client = await storage();
  for (let i = 0; i < paths.length; i += 500) {
    const { error } = await client.from(bucket).remove(paths.slice(i, i + 500));
    if (error) throw error;
  }
}

/** Crops a picture to its centred square and scales it to `size` px, as WebP (JPEG where WebP encoding is missing). */
export async function cropToSquare(file: Blob, size: number, crop: (w: number, h: number) => { sx: number; sy: number; side: number }): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { sx, sy, side } = crop(bitmap.width, bitmap.height);
    const out = Math.min(size, side);
    const canvas = document.createElement('canvas');
    canvas.width = out;
    canvas.height = out;
    canvas.getContext('2d')!.drawImage(bitmap, sx, sy, side, side, 0, 0, out, out);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/webp', 0.9));
    if (blob && blob.type === 'image/webp') return blob;
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', 0.9));
  } finally {
    bitmap.close();
  }
}
