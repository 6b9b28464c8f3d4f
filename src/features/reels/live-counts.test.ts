// Unit: patching a reel's live counters into the feed.
import { describe, expect, it } from 'vitest';
import { patchCounts } from './live-counts';
import type { Reel } from './api/types';

const reel = (id: number, likes: number): Reel => ({
  id,
  user_id: 'u',
  video_url: '/v.m3u8',
  poster_url: null,
  description: '',
  music_title: null,
  likes_count: likes,
  comments_count: 0,
  shares_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  liked_by_me: false,
  author: null,
});

describe('patchCounts', () => {
  it('replaces the counters of the one reel and keeps the viewer-specific fields', () => {
    const feed = [{ ...reel(1, 3), liked_by_me: true }, reel(2, 5)];
    const next = patchCounts(feed, 1, { likes_count: 4, shares_count: 2 })!;
    expect(next[0]).toMatchObject({ likes_count: 4, shares_count: 2, liked_by_me: true });
    expect(next[1]).toBe(feed[1]);
  });
  it('answers the same feed when nothing changed (no re-render)', () => {
    const feed = [reel(1, 3)];
    expect(patchCounts(feed, 1, { likes_count: 3 })).toBe(feed);
    expect(patchCounts(feed, 9, { likes_count: 8 })).toBe(feed);
    expect(patchCounts(undefined, 1, { likes_count: 1 })).toBeUndefined();
  });
});
