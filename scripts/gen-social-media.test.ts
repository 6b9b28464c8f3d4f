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
    expect(slugs).toHaveLength(10);
    expect(all.filter((u) => !existsSync(path.join(root, 'public', u)))).toEqual([]);
  });

  it('uses no external hosts for media', () => {
    expect(social.match(/https?:\/\/[^'\s]+\.(svg|png|jpe?g|webp|mp4|m3u8)/gi) ?? []).toEqual([]);
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
