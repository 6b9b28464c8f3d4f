// Playlists: ffmpeg's output read, the live window and the recording written, a stored recording read back.
import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist, parseRecording, recordingSeconds, renderLivePlaylist, renderRecording, segmentSeq } from './playlists.js';

const FFMPEG = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:1
#EXT-X-MEDIA-SEQUENCE:0
#EXTINF:1.000000,
seg-0.ts
#EXTINF:0.966667,
seg-1.ts
#EXTINF:1.0`;

describe('playlists', () => {
  it('reads the complete entries of ffmpeg playlist, not a half-written last one', () => {
    expect(parseMediaPlaylist(FFMPEG)).toEqual([
      { uri: 'seg-0.ts', duration: 1, discontinuity: false },
      { uri: 'seg-1.ts', duration: 0.966667, discontinuity: false },
    ]);
    expect(segmentSeq('seg-12.ts')).toBe(12);
    expect(segmentSeq('3/seg-4.ts')).toBe(4);
    expect(segmentSeq('x.ts')).toBeNull();
  });

  it('writes a sliding live window whose media sequence is its first segment', () => {
    const segs = [0, 1, 2, 3].map((seq) => ({ seq, uri: `seg-${seq}.ts`, duration: seq === 2 ? 1.4 : 1 }));
    const text = renderLivePlaylist(segs, { window: 3, ended: false });
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:1\n');
    expect(text).toContain('#EXT-X-TARGETDURATION:2\n');
    expect(text).not.toContain('seg-0.ts');
    expect(text).not.toContain('ENDLIST');
    expect(text).toContain('#EXT-X-START:TIME-OFFSET=-2.500\n');
    const ended = renderLivePlaylist(segs, { window: 3, ended: true });
    expect(ended).toMatch(/#EXT-X-ENDLIST\n$/);
    expect(ended).not.toContain('EXT-X-START');
  });

  it('writes the recording with a discontinuity between takes and reads it back', () => {
    const takes = [
      { take: 1, segments: [{ uri: '1/seg-0.ts', duration: 1 }, { uri: '1/seg-1.ts', duration: 0.5 }] },
      { take: 2, segments: [] },
      { take: 3, segments: [{ uri: '3/seg-0.ts', duration: 1.25 }] },
    ];
    const text = renderRecording(takes);
    expect(text.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    expect(text).toMatch(/#EXT-X-ENDLIST\n$/);
    expect(parseRecording(text)).toEqual([takes[0], takes[2]]);
    expect(recordingSeconds(takes)).toBeCloseTo(2.75);
  });

  it('an empty recording is still a valid closed playlist', () => {
    expect(renderRecording([])).toBe('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-ENDLIST\n');
    expect(parseRecording('')).toEqual([]);
  });
});
