// Reel videos play from the app's files and the project's Storage only.
import { describe, expect, it } from 'vitest';
import { reelVideoSource } from './video-source';

describe('reelVideoSource', () => {
  const api = 'http://127.0.0.1:54321';
  it("plays the app's own files and the project's reels bucket", () => {
    expect(reelVideoSource('/media/video/reel-1/index.m3u8', api)).toBe('/media/video/reel-1/index.m3u8');
    const own = `${api}/storage/v1/object/public/reels/u1/clip.mp4`;
    expect(reelVideoSource(own, `${api}/`)).toBe(own);
  });
  it('refuses any other host, a protocol-relative URL and other buckets', () => {
    expect(reelVideoSource('https://evil.example/storage/v1/object/public/reels/u1/clip.mp4', api)).toBeNull();
    expect(reelVideoSource('//evil.example/clip.mp4', api)).toBeNull();
    expect(reelVideoSource(`${api}.evil.example/storage/v1/object/public/reels/u1/clip.mp4`, api)).toBeNull();
    expect(reelVideoSource(`${api}/storage/v1/object/public/avatars/u1/a.mp4`, api)).toBeNull();
  });
});
