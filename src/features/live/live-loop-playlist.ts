// A looping VOD served as a genuine HLS live stream: a sliding window of the VOD's segments, repeated end to end since
// the event started, with the media sequence advancing with the clock and a discontinuity at every loop wrap.

export interface Segment {
  uri: string;
  /** Seconds. */
  duration: number;
}

/** The segments of a media playlist (#EXTINF durations and their URIs); master playlists and tags are ignored. */
export function parseMediaPlaylist(text: string): Segment[] {
  const segments: Segment[] = [];
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      const value = Number.parseFloat(line.slice('#EXTINF:'.length));
      duration = Number.isFinite(value) && value > 0 ? value : null;
    } else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return segments;
}

export interface LoopOptions {
  /** Segments listed in each playlist (the live window). Default 6. */
  windowSize?: number;
}

/**
 * The live media playlist at `now` (ms) of `segments` looped since `startedAt` (ms). Segment number k (the media
 * sequence) is segments[k % n] of loop ⌊k / n⌋; the window holds the last `windowSize` segments that have fully
 * "aired". The stream is taken to have aired a few loops before `startedAt`, so even the first playlist has a full window.
 */
export function liveLoopPlaylist(segments: readonly Segment[], startedAt: number, now: number, { windowSize = 6 }: LoopOptions = {}): string {
  const n = segments.length;
  if (n === 0) throw new Error('liveLoopPlaylist needs at least one segment');
  const size = Math.max(1, Math.floor(windowSize));
  const loopSeconds = segments.reduce((sum, s) => sum + s.duration, 0);
  const prerollLoops = Math.ceil(size / n);
  const elapsed = Math.max(0, (now - startedAt) / 1000) + prerollLoops * loopSeconds;

  // Segments fully aired: whole loops, then the segments of the current loop that have ended.
  const loops = Math.floor(elapsed / loopSeconds);
  let aired = loops * n;
  let t = loops * loopSeconds;
  for (const s of segments) {
    if (t + s.duration > elapsed + 1e-9) break;
    t += s.duration;
    aired += 1;
  }

  const first = aired - size;
  const target = Math.ceil(Math.max(...segments.map((s) => s.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // Wraps before the first listed segment (its own wrap, if any, counts here rather than as a tag).
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
  ];
  for (let k = first; k < aired; k++) {
    if (k > first && k % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    const s = segments[k % n];
    lines.push(`#EXTINF:${s.duration.toFixed(6)},`, s.uri);
  }
  return `${lines.join('\n')}\n`;
}
