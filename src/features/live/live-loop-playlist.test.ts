// The looping live playlist: a sliding window whose media sequence advances with the clock, wraps marked as
// discontinuities (counted once they slide out), never an ENDLIST, so hls.js treats it as a live stream.
import { describe, expect, it } from 'vitest';
import { liveLoopPlaylist, parseMediaPlaylist, type Segment } from './live-loop-playlist';

const VOD = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:2.000000,
segment-000.ts
#EXTINF:2.000000,
segment-001.ts
#EXTINF:2.000000,
segment-002.ts
#EXT-X-ENDLIST
`;

function tag(playlist: string, name: string): number {
  const m = new RegExp(`^#${name}:(\\d+)$`, 'm').exec(playlist);
  if (!m) throw new Error(`no ${name}`);
  return Number(m[1]);
}

function uris(playlist: string): string[] {
  return playlist.split('\n').filter((l) => l && !l.startsWith('#'));
}

describe('parseMediaPlaylist', () => {
  it('reads each segment with its duration', () => {
    expect(parseMediaPlaylist(VOD)).toEqual([
      { uri: 'segment-000.ts', duration: 2 },
      { uri: 'segment-001.ts', duration: 2 },
      { uri: 'segment-002.ts', duration: 2 },
    ]);
  });

  it('ignores a URI without #EXTINF and blank input', () => {
    expect(parseMediaPlaylist('#EXTM3U\nlevel.m3u8\n')).toEqual([]);
    expect(parseMediaPlaylist('')).toEqual([]);
  });
});

describe('liveLoopPlaylist', () => {
  const segments = parseMediaPlaylist(VOD);
  const t0 = Date.parse('2030-01-01T10:00:00Z');

  it('is a live playlist: no ENDLIST, no VOD type, a full window from the first second', () => {
    const p = liveLoopPlaylist(segments, t0, t0);
    expect(p).not.toContain('#EXT-X-ENDLIST');
    expect(p).not.toContain('PLAYLIST-TYPE');
    expect(p.startsWith('#EXTM3U\n')).toBe(true);
    expect(tag(p, 'EXT-X-TARGETDURATION')).toBe(2);
    expect(uris(p)).toHaveLength(6);
  });

  it('advances the media sequence by one per aired segment and keeps the URIs in loop order', () => {
    const a = liveLoopPlaylist(segments, t0, t0 + 1000);
    const b = liveLoopPlaylist(segments, t0, t0 + 2000);
    const c = liveLoopPlaylist(segments, t0, t0 + 60_000);
    expect(tag(b, 'EXT-X-MEDIA-SEQUENCE')).toBe(tag(a, 'EXT-X-MEDIA-SEQUENCE') + 1);
    expect(tag(c, 'EXT-X-MEDIA-SEQUENCE')).toBe(tag(a, 'EXT-X-MEDIA-SEQUENCE') + 30);
    const seq = tag(b, 'EXT-X-MEDIA-SEQUENCE');
    expect(uris(b)).toEqual(Array.from({ length: 6 }, (_, i) => segments[(seq + i) % 3].uri));
    // Before the start (a viewer's clock a bit behind) it stays at the first window.
    expect(liveLoopPlaylist(segments, t0, t0 - 5000)).toBe(liveLoopPlaylist(segments, t0, t0));
  });

  it('marks each loop wrap with a discontinuity and counts the wraps that slid out', () => {
    for (const ms of [0, 1000, 2000, 4000, 6000, 61_000]) {
      const p = liveLoopPlaylist(segments, t0, t0 + ms);
      const first = tag(p, 'EXT-X-MEDIA-SEQUENCE');
      const lines = p.split('\n');
      // Every listed segment whose number is a multiple of 3 (after the first) is preceded by a discontinuity.
      let k = first;
      const wraps: number[] = [];
      lines.forEach((line, i) => {
        if (line.startsWith('#EXTINF')) {
          if (lines[i - 1] === '#EXT-X-DISCONTINUITY') wraps.push(k);
          k++;
        }
      });
      expect(wraps).toEqual(Array.from({ length: 6 }, (_, i) => first + i).filter((g) => g > first && g % 3 === 0));
      expect(tag(p, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(Math.floor(first / 3));
    }
  });

  it('handles uneven segment durations and a window larger than the loop', () => {
    const uneven: Segment[] = [
      { uri: 'a.ts', duration: 4 },
      { uri: 'b.ts', duration: 1.5 },
    ];
    const p0 = liveLoopPlaylist(uneven, t0, t0, { windowSize: 5 });
    expect(uris(p0)).toHaveLength(5);
    expect(tag(p0, 'EXT-X-TARGETDURATION')).toBe(4);
    expect(p0).toContain('#EXTINF:1.500000,');
    // 4 s later exactly one more segment (a.ts, 4 s) has aired.
    const p1 = liveLoopPlaylist(uneven, t0, t0 + 4000, { windowSize: 5 });
    expect(tag(p1, 'EXT-X-MEDIA-SEQUENCE')).toBe(tag(p0, 'EXT-X-MEDIA-SEQUENCE') + 1);
  });

  it('refuses an empty segment list', () => {
    expect(() => liveLoopPlaylist([], t0, t0)).toThrow();
  });
});
