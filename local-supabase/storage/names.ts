// Validation of bucket names and object keys (what storage-api refuses), and mime-type rules with wildcards.
import { E } from './errors.js';

/** storage-api's bucket-name rule: 1-100 safe characters, no slashes, no surrounding spaces. */
export function checkBucketName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 100 || name.trim() !== name) throw E.invalidBucketName();
  if (!/^[\w!.*'() &$@=;:+,?-]+$/.test(name) || name === '.' || name === '..') throw E.invalidBucketName();
  return name;
}

/**
 * An object key: relative, no empty/`.`/`..` segments, no NUL or other control characters, no backslash, ≤ 1024
 * bytes. Bytes are stored under generated version ids, so a key never becomes a file path; this is the API's rule.
 */
export function checkObjectKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0) throw E.invalidKey(String(key ?? ''));
  // eslint-disable-next-line no-control-regex
  const bad = /[\u0000-\u001f\u007f\\]/.test(key) || key.startsWith('/') || Buffer.byteLength(key) > 1024;
  if (bad || key.split('/').some((s) => s === '' || s === '.' || s === '..')) throw E.invalidKey(key);
  return key;
}

/** Base type of a content-type header, lower-cased, without parameters. */
export function baseMime(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/** True when `contentType` is allowed by the bucket's list (`image/*` matches any image; null/empty allows all). */
export function mimeAllowed(contentType: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const mime = baseMime(contentType);
  const [type] = mime.split('/');
  return allowed.some((a) => {
    const rule = baseMime(a);
    if (rule === '*/*' || rule === '*') return true;
    if (rule.endsWith('/*')) return rule.slice(0, -2) === type;
    return rule === mime;
  });
}

/** Parses a bucket's file_size_limit as storage-js sends it: a number of bytes or a string like '5MB' / '30KB'. */
export function parseSizeLimit(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.floor(v);
  if (typeof v !== 'string') throw E.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(v.trim());
  if (!m) throw E.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const mult: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3 };
  return Math.floor(Number(m[1]) * mult[(m[2] ?? 'b').toLowerCase()]);
}
