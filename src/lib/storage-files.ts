// Members' files in Supabase Storage: the buckets' rules (as the migration sets them), Spanish problems for a file,
// object names under the member's folder, and the object path of a public URL (sizes: storage-urls.ts).
import { PUBLIC_MARKER } from './storage-urls';

export interface BucketRules {
  bucket: 'avatars' | 'post-images' | 'reels';
  maxBytes: number;
  types: readonly string[];
  /** What the bucket holds, for the wording of its problems (pictures unless said). */
  holds?: 'image' | 'video';
}

const RASTER_IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Same limits as supabase/migrations/20261125001000_storage_buckets.sql; the server refuses again. */
export const AVATARS: BucketRules = { bucket: 'avatars', maxBytes: 2 * 1024 * 1024, types: RASTER_IMAGES };
export const POST_IMAGES: BucketRules = { bucket: 'post-images', maxBytes: 5 * 1024 * 1024, types: RASTER_IMAGES };
export const REELS: BucketRules = { bucket: 'reels', maxBytes: 50 * 1024 * 1024, types: ['video/mp4', 'video/webm'], holds: 'video' };

export interface FileProblem {
  title: string;
  description: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const TOO_BIG = (rules: BucketRules): FileProblem => ({
  title: 'Archivo demasiado grande',
  description: `${rules.holds === 'video' ? 'El video' : 'La imagen'} no puede superar ${megabytes(rules.maxBytes)}.`,
});
export const WRONG_TYPE: FileProblem = { title: 'Tipo de archivo no permitido', description: 'Sube una imagen JPG, PNG, WebP o GIF.' };
export const WRONG_VIDEO_TYPE: FileProblem = { title: 'Tipo de archivo no permitido', description: 'Sube un video MP4 o WebM.' };
const wrongType = (rules: BucketRules): FileProblem => (rules.holds === 'video' ? WRONG_VIDEO_TYPE : WRONG_TYPE);

export const UPLOAD_FAILED: FileProblem = { title: 'Error al subir', description: 'No se pudo subir el archivo. Revisa tu conexión e intenta de nuevo.' };
export const UPLOAD_DENIED: FileProblem = { title: 'Subida no permitida', description: 'No tienes permiso para subir este archivo.' };
export const UPLOAD_CANCELLED: FileProblem = { title: 'Subida cancelada', description: 'La subida se canceló.' };

/** The Spanish problem for a refusal in storage-api's shape (its `statusCode`: 413 too big, 415 type, 403 policy). */
export function problemForStatus(statusCode: string | undefined, rules: BucketRules): FileProblem {
  if (statusCode === '413') return TOO_BIG(rules);
  if (statusCode === '415') return wrongType(rules);
  if (statusCode === '403') return UPLOAD_DENIED;
  return UPLOAD_FAILED;
}

/** The first reason a chosen file cannot go to the bucket, or null. */
export function fileProblem(file: { size: number; type: string }, rules: BucketRules): FileProblem | null {
  if (!rules.types.includes(file.type.toLowerCase())) return wrongType(rules);
  if (file.size > rules.maxBytes) return TOO_BIG(rules);
  return null;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** `<uid>/<prefix>-<time>-<random>.<ext>`: the member's folder (the policies demand it), never a name from the user. */
export function objectName(userId: string, prefix: string, type: string, now = Date.now(), random = Math.random()): string {
  const ext = EXTENSIONS[type.toLowerCase()] ?? 'bin';
  return `${userId}/${prefix}-${now.toString(36)}-${Math.floor(random * 36 ** 6).toString(36)}.${ext}`;
}

/** The object path of a public URL of `bucket` (what `remove` needs), or null for any other URL. */
export function publicObjectPath(url: string, bucket: string): string | null {
  const marker = `${PUBLIC_MARKER}${bucket}/`;
  const at = url.indexOf(marker);
  if (at < 0) return null;
  try {
    return decodeURIComponent(url.slice(at + marker.length).split('?')[0]!);
  } catch {
    return null;
  }
}

/** The side and offsets of the centred square a picture is cropped to. */
export function squareCrop(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}
