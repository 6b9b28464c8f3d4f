// Unit tests for the storage file rules, object names, transformed URLs and the square crop.
import { describe, expect, it } from 'vitest';
import { AVATARS, POST_IMAGES, REELS, fileProblem, objectName, problemForStatus, publicObjectPath, squareCrop } from './storage-files';
import { sizedImageUrl } from './storage-urls';

describe('fileProblem', () => {
  it('accepts raster images within the bucket limit', () => {
    expect(fileProblem({ size: 2 * 1024 * 1024, type: 'image/png' }, AVATARS)).toBeNull();
    expect(fileProblem({ size: 5 * 1024 * 1024, type: 'image/JPEG' }, POST_IMAGES)).toBeNull();
  });
  it('refuses oversized files and other types with Spanish messages', () => {
    expect(fileProblem({ size: 2 * 1024 * 1024 + 1, type: 'image/png' }, AVATARS)).toEqual({ title: 'Archivo demasiado grande', description: 'La imagen no puede superar 2 MB.' });
    expect(fileProblem({ size: 6 * 1024 * 1024, type: 'image/png' }, POST_IMAGES)?.description).toBe('La imagen no puede superar 5 MB.');
    expect(fileProblem({ size: 10, type: 'image/svg+xml' }, AVATARS)?.title).toBe('Tipo de archivo no permitido');
    expect(fileProblem({ size: 10, type: '' }, AVATARS)?.title).toBe('Tipo de archivo no permitido');
  });
  it('words the reels bucket for videos (MP4 or WebM up to 50 MB)', () => {
    expect(fileProblem({ size: 50 * 1024 * 1024, type: 'video/webm' }, REELS)).toBeNull();
    expect(fileProblem({ size: 50 * 1024 * 1024 + 1, type: 'video/mp4' }, REELS)?.description).toBe('El video no puede superar 50 MB.');
    expect(fileProblem({ size: 10, type: 'video/quicktime' }, REELS)).toEqual({ title: 'Tipo de archivo no permitido', description: 'Sube un video MP4 o WebM.' });
    expect(problemForStatus('415', REELS).description).toBe('Sube un video MP4 o WebM.');
    expect(objectName('u1', 'reel', 'video/webm', 1, 0)).toBe('u1/reel-1-0.webm');
  });
});

describe('objectName', () => {
  it('puts the file in the member folder with an extension from its type', () => {
    expect(objectName('u1', 'avatar', 'image/webp', 36 ** 3, 0)).toBe('u1/avatar-1000-0.webp');
    expect(objectName('u1', 'post', 'application/x-evil', 1, 0.5)).toMatch(/^u1\/post-1-[0-9a-z]+\.bin$/);
  });
});

describe('sizedImageUrl', () => {
  it('rewrites public storage URLs to the render endpoint at the asked size', () => {
    expect(sizedImageUrl('http://127.0.0.1:54321/storage/v1/object/public/avatars/u1/a.webp', 64)).toBe(
      'http://127.0.0.1:54321/storage/v1/render/image/public/avatars/u1/a.webp?width=64&height=64&resize=cover',
    );
    expect(sizedImageUrl('https://x.supabase.co/storage/v1/object/public/post-images/u/p.png?v=2', 640, 360)).toBe(
      'https://x.supabase.co/storage/v1/render/image/public/post-images/u/p.png?v=2&width=640&height=360&resize=cover',
    );
  });
  it('leaves other URLs alone, and everything when transformation is off', () => {
    expect(sizedImageUrl('/images/seed.jpg', 64)).toBe('/images/seed.jpg');
    expect(sizedImageUrl('data:image/svg+xml,abc', 64)).toBe('data:image/svg+xml,abc');
    const url = 'http://h/storage/v1/object/public/avatars/a.png';
    expect(sizedImageUrl(url, 64, 64, false)).toBe(url);
  });
});

describe('squareCrop', () => {
  it('centres the largest square', () => {
    expect(squareCrop(400, 300)).toEqual({ sx: 50, sy: 0, side: 300 });
    expect(squareCrop(300, 401)).toEqual({ sx: 0, sy: 50, side: 300 });
    expect(squareCrop(10, 10)).toEqual({ sx: 0, sy: 0, side: 10 });
  });
});

describe('publicObjectPath', () => {
  it('reads the object path of a public URL of the bucket only', () => {
    expect(publicObjectPath('http://h/storage/v1/object/public/avatars/u1/avatar%20x.webp?v=1', 'avatars')).toBe('u1/avatar x.webp');
    expect(publicObjectPath('http://h/storage/v1/object/public/post-images/u1/p.png', 'avatars')).toBeNull();
    expect(publicObjectPath('/media/avatars/ana.svg', 'avatars')).toBeNull();
  });
});

describe('problemForStatus', () => {
  it('explains the server refusals in Spanish', () => {
    expect(problemForStatus('413', AVATARS).description).toBe('La imagen no puede superar 2 MB.');
    expect(problemForStatus('415', POST_IMAGES).title).toBe('Tipo de archivo no permitido');
    expect(problemForStatus('403', POST_IMAGES).title).toBe('Subida no permitida');
    expect(problemForStatus('500', POST_IMAGES).title).toBe('Error al subir');
  });
});
