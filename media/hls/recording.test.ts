// Recording: appends to what a previous process stored, a discontinuity per new take, saves in order.
import { describe, expect, it } from 'vitest';
import type { SupabaseApi } from '../supabase-api.js';
import { Recording } from './recording.js';
import { parseRecording } from './playlists.js';

function fakeApi(stored: string | null) {
  const uploads: string[] = [];
  const api: SupabaseApi = {
    rpc: async () => null as never,
    upload: async (_b, _p, body) => {
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      uploads.push(String(body));
    },
    download: async () => (stored === null ? null : Buffer.from(stored)),
  };
  return { api, uploads };
}

describe('Recording', () => {
  it('starts empty when nothing is stored and keeps URIs relative to its folder', async () => {
    const { api } = fakeApi(null);
    const rec = await Recording.load(api, '42/recording.m3u8');
    rec.add(1, '42/1/seg-0.ts', 1);
    expect(rec.text()).toContain('\n1/seg-0.ts\n');
    expect(rec.seconds()).toBe(1);
  });

  it('keeps the takes a killed process stored and appends a new take after a discontinuity', async () => {
    const first = await Recording.load(fakeApi(null).api, '42/recording.m3u8');
    first.add(1, '42/1/seg-0.ts', 1);
    first.add(1, '42/1/seg-1.ts', 1);
    const { api } = fakeApi(first.text());
    const again = await Recording.load(api, '42/recording.m3u8');
    again.add(2, '42/2/seg-0.ts', 0.5);
    expect(parseRecording(again.text()).map((t) => [t.take, t.segments.length])).toEqual([[1, 2], [2, 1]]);
    expect(again.text().match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    expect(again.seconds()).toBe(2.5);
  });

  it('saves one after another, the last upload holding every segment', async () => {
    const { api, uploads } = fakeApi(null);
    const rec = await Recording.load(api, '7/recording.m3u8');
    const saves: Promise<void>[] = [];
    for (let i = 0; i < 5; i++) {
      rec.add(1, `7/1/seg-${i}.ts`, 1);
      saves.push(rec.save());
    }
    await Promise.all(saves);
    expect(uploads).toHaveLength(5);
    expect(parseRecording(uploads[4])[0].segments).toHaveLength(5);
  });
});
