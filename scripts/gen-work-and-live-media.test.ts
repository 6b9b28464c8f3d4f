// Seed media works offline: every /media/ URL of the seed's work-and-live section (and every HLS video anywhere in the seed) exists in public/.
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const publicDir = path.join(root, 'public');
const seed = readFileSync(path.join(root, 'seed.sql'), 'utf8');
const workAndLive = seed.slice(seed.indexOf('-- ==== WORK AND LIVE'), seed.indexOf('-- ==== END WORK AND LIVE'));

const mediaUrls = (sql: string) => [...new Set(sql.match(/\/media\/[A-Za-z0-9_./-]+/g) ?? [])];
const fileOf = (url: string) => path.join(publicDir, url);

function sizeOf(dir: string): number {
  return readdirSync(dir).reduce((n, f) => {
    const p = path.join(dir, f);
    return n + (statSync(p).isDirectory() ? sizeOf(p) : statSync(p).size);
  }, 0);
}

describe('seed work-and-live media', () => {
  it('references only files that exist under public/', () => {
    const urls = mediaUrls(workAndLive);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => !existsSync(fileOf(u)))).toEqual([]);
  });

  it('uses no external hosts for media', () => {
    expect(workAndLive.match(/https?:\/\/[^'\s]+\.(svg|png|jpe?g|webp|mp4|m3u8)/gi) ?? []).toEqual([]);
  });

  it('every HLS playlist in the seed lists segments that exist', () => {
    const playlists = mediaUrls(seed).filter((u) => u.endsWith('.m3u8'));
    expect(playlists.length).toBeGreaterThan(0);
    for (const url of playlists) {
      expect(existsSync(fileOf(url)), url).toBe(true);
      const lines = readFileSync(fileOf(url), 'utf8').split('\n');
      expect(lines[0]).toBe('#EXTM3U');
      expect(lines).toContain('#EXT-X-ENDLIST');
      const segments = lines.filter((l) => l && !l.startsWith('#'));
      expect(segments.length).toBeGreaterThan(0);
      for (const s of segments) expect(existsSync(path.join(path.dirname(fileOf(url)), s)), `${url} → ${s}`).toBe(true);
    }
  });

  it('the lesson sample videos exist', () => {
    for (const n of [1, 2, 3]) expect(existsSync(path.join(publicDir, `media/video/sample-${n}/index.m3u8`))).toBe(true);
  });

  it('keeps the committed videos small (under 5 MB in total)', () => {
    expect(sizeOf(path.join(publicDir, 'media/video'))).toBeLessThan(5 * 1024 * 1024);
  });

  it('generated images are standalone SVG documents', () => {
    for (const dir of ['reels', 'logos', 'talents', 'experts']) {
      const files = readdirSync(path.join(publicDir, 'media', dir));
      expect(files.length, dir).toBeGreaterThan(0);
      for (const f of files) {
        const text = readFileSync(path.join(publicDir, 'media', dir, f), 'utf8');
        expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), f).toBe(true);
        expect(text.trimEnd().endsWith('</svg>'), f).toBe(true);
      }
    }
  });
});
