// The seed's social media works offline: every /media/ URL of the social section exists under public/, and the generator is deterministic.
import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM script without types
import { generate } from './gen-social-media.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const seed = readFileSync(path.join(root, 'seed.sql'), 'utf8');
const social = seed.slice(seed.indexOf('-- ==== SOCIAL'), seed.indexOf('-- ==== END SOCIAL'));

describe('seed social media', () => {
  it('references only files that exist under public/ (avatars built from the slug too)', () => {
    const urls = [...new Set(social.match(/\/media\/[A-Za-z0-9_./-]+\.(svg|m3u8)/g) ?? [])];
    const slugs = [...social.matchAll(/'([a-z]+-[a-z]+)', interval '\d+ days'/g)].map((m) => `/media/avatars/${m[1]}.svg`);
    const posts = Array.from({ length: 32 }, (_, i) => i + 1).filter((n) => n !== 17 && n !== 28).map((n) => `/media/posts/post-${n}.svg`);
    const all = [...urls, ...slugs, ...posts];
    // The ten members and the two staff accounts (admin, moderator).
    expect(slugs).toHaveLength(12);
    expect(all.filter((u) => !existsSync(path.join(root, 'public', u)))).toEqual([]);
  });

  it('uses no external hosts for media', () => {
    expect(social.match(/https?:\/\/[^'\s]+\.(svg|png|jpe?g|webp|mp4|m3u8)/gi) ?? []).toEqual([]);
  });

  it('keeps every community cover title inside the 16:9 window the cards show (object-cover crops a 3:1 cover)', () => {
    const outside: string[] = [];
    for (let n = 1; n <= 12; n++) {
      const svg = readFileSync(path.join(root, 'public/media/covers', `community-${n}.svg`), 'utf8');
      const [w, h] = [Number(/width="(\d+)"/.exec(svg)![1]), Number(/height="(\d+)"/.exec(svg)![1])];
      const t = /<text x="(\d+)" y="\d+" [^>]*font-size="(\d+)" font-weight="800"[^>]*?( text-anchor="middle")?>([^<]+)<\/text>/.exec(svg)!;
      const [x, size, centred, title] = [Number(t[1]), Number(t[2]), !!t[3], t[4]];
      const width = title.length * size * 0.58; // a bold sans-serif averages under 0.6 em per character
      const [left, right] = centred ? [x - width / 2, x + width / 2] : [x, x + width];
      const visible = Math.min(w, (h * 16) / 9);
      if (left < (w - visible) / 2 || right > (w + visible) / 2) outside.push(`community-${n}: ${title}`);
    }
    expect(outside).toEqual([]);
  });

  it('regenerates exactly the committed files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gen-social-media-'));
    try {
      const written: string[] = generate(dir);
      expect(written.length).toBe(10 + 12 + 12 + 30);
      for (const rel of written) {
        expect(readFileSync(path.join(dir, rel), 'utf8')).toBe(readFileSync(path.join(root, 'public', 'media', rel), 'utf8'));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
