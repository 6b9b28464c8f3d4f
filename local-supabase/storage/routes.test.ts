// Unit tests for the storage route table, key/bucket rules, mime wildcards, size limits and Range parsing.
import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.js';
import { baseMime, checkBucketName, checkObjectKey, mimeAllowed, parseSizeLimit } from './names.js';
import { parseRange } from './serve.js';
import { StorageError } from './errors.js';

const name = (m: ReturnType<typeof matchRoute>) => ('route' in m ? `${m.route.method} ${m.route.path}` : Object.keys(m)[0]);

describe('matchRoute', () => {
  it('picks the specific routes before the object catch-alls', () => {
    expect(name(matchRoute('POST', '/object/sign/avatars/u/a.png'))).toBe('POST /object/sign/:bucket/*');
    expect(name(matchRoute('POST', '/object/sign/avatars'))).toBe('POST /object/sign/:bucket');
    expect(name(matchRoute('GET', '/object/public/avatars/u/a.png'))).toBe('GET /object/public/:bucket/*');
    expect(name(matchRoute('GET', '/object/avatars/u/a.png'))).toBe('GET /object/:bucket/*');
    expect(name(matchRoute('DELETE', '/object/avatars'))).toBe('DELETE /object/:bucket');
    expect(name(matchRoute('PATCH', '/upload/resumable/0f0e'))).toBe('PATCH /upload/resumable/:id');
    expect(name(matchRoute('GET', '/nothing'))).toBe('notFound');
  });
  it('decodes the key and reports undecodable ones', () => {
    const m = matchRoute('GET', '/object/b/a%20b/c%C3%B1.txt');
    expect('route' in m && m.params).toEqual({ bucket: 'b', key: 'a b/cñ.txt' });
    expect(matchRoute('GET', '/object/b/%E0%A4%A')).toEqual({ badKey: '%E0%A4%A' });
  });
});

describe('names', () => {
  it('refuses traversal, NUL, absolute and empty segments', () => {
    for (const bad of ['../x', 'a/../b', 'a/./b', '/abs', 'a//b', 'a\0b', 'a\\b', '', 'x'.repeat(1025)]) {
      expect(() => checkObjectKey(bad), JSON.stringify(bad)).toThrow(StorageError);
    }
    expect(checkObjectKey('u/avatar-1.webp')).toBe('u/avatar-1.webp');
    expect(checkObjectKey('carpeta con espacios/ñandú (1).png')).toBe('carpeta con espacios/ñandú (1).png');
  });
  it('checks bucket names like storage-api', () => {
    expect(checkBucketName('post-images')).toBe('post-images');
    for (const bad of ['', ' a', 'a/b', '..', 'x'.repeat(101), 'ñ']) expect(() => checkBucketName(bad)).toThrow(StorageError);
  });
  it('matches mime types with wildcards and ignores parameters', () => {
    expect(baseMime('Text/Plain; charset=UTF-8')).toBe('text/plain');
    expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeAllowed('video/mp4', ['image/*'])).toBe(false);
    expect(mimeAllowed('text/plain;charset=UTF-8', ['text/plain'])).toBe(true);
    expect(mimeAllowed('application/zip', null)).toBe(true);
    expect(mimeAllowed('application/zip', [])).toBe(true);
  });
  it('parses size limits as numbers or strings', () => {
    expect(parseSizeLimit(1024)).toBe(1024);
    expect(parseSizeLimit('2MB')).toBe(2_000_000);
    expect(parseSizeLimit('30 kb')).toBe(30_000);
    expect(parseSizeLimit(null)).toBeNull();
    expect(() => parseSizeLimit('lots')).toThrow(StorageError);
  });
});

describe('parseRange', () => {
  it('reads single ranges, suffixes and open ends; refuses the unsatisfiable', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    for (const bad of ['bytes=10-12', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'items=0-1', 'bytes=0-1,3-4']) {
      expect(() => parseRange(bad, 10), bad).toThrow(StorageError);
    }
  });
});
